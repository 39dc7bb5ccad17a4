import { isPhone, STRONG_PASSWORD_PATTERN } from './validators'

describe('STRONG_PASSWORD_PATTERN (behaviour B5.7: 8-16 characters, upper, lower, special)', () => {
  it.each(['Admin@123', 'Abcdefg!', 'aB#4567890123456', 'Pass_word', 'x{Y}zzzz', 'Ab~~~~~~'])(
    'accepts %s',
    (value) => {
      expect(STRONG_PASSWORD_PATTERN.test(value)).toBe(true)
    },
  )

  it.each([
    ['too short', 'Ab@1234'],
    ['too long', 'Ab@12345678901234'],
    ['no upper case', 'admin@123'],
    ['no lower case', 'ADMIN@123'],
    ['no special character', 'Admin1234'],
    ['a space is not special', 'Admin 1234'],
    ['a Chinese character is not special', 'Admin密码1234'],
    ['full-width punctuation is not ASCII', 'Admin＠1234'],
    ['whitespace with a real special', 'Admin@ 1234'],
    ['a tab', 'Admin@\t1234'],
  ])('rejects a password with %s', (_, value) => {
    expect(STRONG_PASSWORD_PATTERN.test(value)).toBe(false)
  })
})

describe('isPhone', () => {
  it('accepts 1[3-9] plus 9 digits only', () => {
    expect(isPhone('13800138000')).toBe(true)
    expect(isPhone('12800138000')).toBe(false)
    expect(isPhone('1380013800')).toBe(false)
    expect(isPhone(undefined)).toBe(false)
  })
})
