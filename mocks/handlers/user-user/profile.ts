// user_user, part of ../user-user.ts: the logged-in user's own password, phone and profile.
import { db, persist } from '../../db'
import { fail, ok, readJson } from '../../respond'
import { route } from '../../route'
import { isPhone, STRONG_PASSWORD_PATTERN } from '../../../src/lib/validators'
import type { UserInfoByUser } from '../../../src/api/user-user'
import { param, SMS_CODE } from '../../helpers'
import { maskPhone } from '../../views'

const C = '/Api/User/user_user'

export const userProfileHandlers = [
  route(
    'get',
    `${C}/GetEditPassWordCheckNum`,
    ({ user }) => {
      if (!isPhone(user!.mobile)) return fail('当前账号未绑定手机号，无法发送验证码')
      return ok(null, { msg: maskPhone(user!.mobile) })
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/EditPassWord`,
    ({ request, user }) => {
      const pas1 = param(request, 'pas1')
      const pas2 = param(request, 'pas2')
      const code = param(request, 'CheckNum')
      if (!code) return fail('请输入验证码')
      if (code !== SMS_CODE) return fail('验证码错误')
      if (!pas1 || !pas2) return fail('请输入密码')
      if (!STRONG_PASSWORD_PATTERN.test(pas1))
        return fail('密码须为8-16位，且包含大写字母、小写字母和特殊字符')
      if (pas1 !== pas2) return fail('请确认密码的一致性')
      user!.password = pas1
      persist()
      return ok(null, { msg: '修改成功' })
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/GetEditphoneCheckNum`,
    ({ request }) => {
      const phone = param(request, 'NewPhone')
      if (!isPhone(phone)) return fail('请输入正确的手机号')
      return ok(null, { msg: '短信验证码已经发送' })
    },
    { auth: true },
  ),
  route(
    'get',
    `${C}/EditPhone`,
    ({ request, user }) => {
      const phone = param(request, 'NewPhone')
      const code = param(request, 'CheckNum')
      if (!isPhone(phone)) return fail('请输入正确的手机号')
      if (code !== SMS_CODE) return fail('验证码错误')
      if (db.users.some((u) => u.mobile === phone && u.accountCode !== user!.accountCode))
        return fail('该手机号已被其他账号绑定')
      user!.mobile = phone
      persist()
      return ok(null, { msg: '修改手机成功' })
    },
    { auth: true },
  ),
  route(
    'post',
    `${C}/UpdateUserInfoByUser`,
    async ({ request, user }) => {
      const b = await readJson<UserInfoByUser>(request)
      if (b.chnName !== undefined && !b.chnName.trim()) return fail('请输入姓名')
      if ((b.chnName ?? '').length > 50) return fail('姓名不能超过50个字符')
      const u = user!
      if (b.chnName !== undefined) u.chnName = b.chnName.trim()
      if (b.sex === 0 || b.sex === 1) u.sex = b.sex
      if (b.idCard !== undefined) u.idCard = b.idCard.trim()
      if (b.email !== undefined) u.email = b.email.trim()
      if (b.qq !== undefined) u.qq = b.qq.trim()
      if (b.weChat !== undefined) u.weChat = b.weChat.trim()
      if (b.headImage !== undefined) u.headImage = b.headImage
      persist()
      return ok(null, { msg: '修改成功' })
    },
    { auth: true },
  ),
]
