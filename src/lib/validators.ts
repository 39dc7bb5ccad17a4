// Patterns and messages of behaviour B5, shared by every form.
export const PHONE_PATTERN = /^1[3-9]\d{9}$/

// 8 to 16 characters without whitespace, with an upper-case letter, a lower-case letter and an
// ASCII punctuation character (a space or a Chinese character is not a "special character").
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[!-/:-@[-`{-~])\S{8,16}$/

/** The message the password-change and reset forms show when the pattern fails. */
export const STRONG_PASSWORD_MESSAGE = '密码须为8-16位，且包含大写字母、小写字母和特殊字符'

export const messages = {
  username: '请输入用户名',
  password: '请输入密码',
  phone: '请输入手机号',
  phoneFormat: '请输入正确格式的手机号',
  phoneInvalid: '请输入正确的手机号',
  code: '请输入验证码',
  pickUser: '请选择用户',
  idNumber: '请输入证件号',
  capsLock: '大写锁打开状态',
  passwordMismatch: '请确认密码的一致性',
} as const

export function isPhone(value: string | undefined): boolean {
  return !!value && PHONE_PATTERN.test(value)
}
