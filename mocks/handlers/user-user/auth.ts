// user_user, part of ../user-user.ts: login, session, registration and the forgotten password.
import { db, newId, persist } from '../../db'
import { fail, ok, readJson } from '../../respond'
import { route } from '../../route'
import { isPhone, STRONG_PASSWORD_PATTERN } from '../../../src/lib/validators'
import { makeUser, type MockUser } from '../../seed/accounts'
import { now, SMS_CODE } from '../../helpers'
import { sessionNames } from '../../views'
import { actionsFor } from '../../menu-tree'

const C = '/Api/User/user_user'

function label(u: MockUser): string {
  return `${u.accountCode}（${u.comPanyName}）`
}

function choices(users: MockUser[]) {
  return users.map((u) => {
    const secret = newId('secret')
    db.secrets[secret] = u.userId
    return { item1: label(u), item2: secret }
  })
}

function issueToken(userId: string): string {
  const token = newId('token')
  db.tokens[token] = userId
  persist()
  return token
}

function findByAccountOrPhone(value: string): MockUser[] {
  return db.users.filter((u) => u.accountCode === value || u.mobile === value)
}

export const userAuthHandlers = [
  route('post', `${C}/LoginStep1`, async ({ request }) => {
    const { username, password } = await readJson<{ username?: string; password?: string }>(request)
    const users = db.users.filter((u) => u.accountCode === username && u.password === password)
    if (!username || !password || users.length === 0) return fail('用户名或密码错误')
    if (users.every((u) => u.status === 0)) return fail('该账号已被禁用，请联系管理员')
    return ok(choices(users.filter((u) => u.status === 1)))
  }),
  route('post', `${C}/LoginWithCheckNumStep1`, async ({ request }) => {
    const { username, password } = await readJson<{ username?: string; password?: string }>(request)
    if (!isPhone(username)) return fail('请输入正确的手机号')
    if (password !== SMS_CODE) return fail('验证码错误')
    const users = db.users.filter((u) => u.mobile === username && u.status === 1)
    if (users.length === 0) return fail('该手机号未绑定账号')
    return ok(choices(users))
  }),
  route('post', `${C}/LoginStep2`, ({ request }) => {
    const secret = new URL(request.url).searchParams.get('secret') ?? ''
    const userId = db.secrets[secret]
    if (!userId) return fail('登录信息已失效，请重新登录')
    delete db.secrets[secret]
    return ok(issueToken(userId))
  }),
  // Single-step variants: the first enabled matching account gets the token.
  route('post', `${C}/Login`, async ({ request }) => {
    const { username, password } = await readJson<{ username?: string; password?: string }>(request)
    if (!username?.trim()) return fail('请输入用户名')
    if (!password) return fail('请输入密码')
    const user = db.users.find(
      (u) => u.accountCode === username.trim() && u.password === password && u.status === 1,
    )
    return user ? ok(issueToken(user.userId)) : fail('用户名或密码错误')
  }),
  route('post', `${C}/LoginWithCheckNum`, async ({ request }) => {
    const { username, password } = await readJson<{ username?: string; password?: string }>(request)
    if (!isPhone(username)) return fail('请输入正确的手机号')
    if (password !== SMS_CODE) return fail('验证码错误')
    const user = db.users.find((u) => u.mobile === username && u.status === 1)
    return user ? ok(issueToken(user.userId)) : fail('该手机号未绑定账号')
  }),
  route('post', `${C}/GetCheckNum`, async ({ request }) => {
    const { phone } = await readJson<{ phone?: string }>(request)
    if (!isPhone(phone)) return fail('请输入正确的手机号')
    return ok(null, { msg: '短信验证码已经发送' })
  }),
  route(
    'post',
    `${C}/GetUserInfo`,
    ({ user }) => {
      const u = user!
      return ok({
        roleNameList: u.roleNameList,
        chnName: u.chnName,
        headImage: u.headImage,
        ...sessionNames(u),
        sysRoles: u.sysRoles,
        loginlogo: '',
        token: '',
        userId: u.userId,
        accountCode: u.accountCode,
        mobile: u.mobile,
        idCard: u.idCard,
        sex: u.sex,
        qq: u.qq,
        weChat: u.weChat,
        email: u.email,
        actionValues: actionsFor(u),
      })
    },
    { auth: true },
  ),
  route('post', `${C}/LoginOut`, ({ request }) => {
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '')
    delete db.tokens[token]
    persist()
    return ok(null, { msg: '退出成功' })
  }),
  route('post', `${C}/GetUserRegisterCode`, async ({ request }) => {
    const { phone } = await readJson<{ phone?: string }>(request)
    if (!isPhone(phone)) return fail('请输入正确的手机号')
    return ok(null, { msg: '短信验证码已经发送' })
  }),
  route('post', `${C}/UserRegister`, async ({ request }) => {
    const b = await readJson<{
      userName?: string
      userIDNumber?: string
      userPhone?: string
      verifyCode?: string
    }>(request)
    if (!b.userName?.trim()) return fail('请输入用户名')
    if (!b.userIDNumber?.trim()) return fail('请输入证件号')
    if (!isPhone(b.userPhone)) return fail('请输入正确的手机号')
    if (b.verifyCode !== SMS_CODE) return fail('验证码错误')
    if (db.users.some((u) => u.accountCode === b.userName || u.mobile === b.userPhone))
      return fail('该用户名或手机号已注册')
    db.users.push(
      makeUser(
        {
          userId: newId('u'),
          accountCode: b.userName.trim(),
          password: `Yd@${b.userPhone!.slice(-6)}`,
          chnName: b.userName.trim(),
          mobile: b.userPhone!,
          idCard: b.userIDNumber.trim(),
          comPanyName: '个人学员',
          companyCode: '',
        },
        now(),
      ),
    )
    persist()
    return ok(null, { msg: '注册成功，初始密码为 Yd@ 加手机号后六位' })
  }),
  route('post', `${C}/GetResetpwdAcc`, ({ request }) => {
    const acc = new URL(request.url).searchParams.get('resetpwdAcc')?.trim() ?? ''
    const users = findByAccountOrPhone(acc)
    if (!acc || users.length === 0) return fail('未找到该账号')
    return ok(choices(users))
  }),
  route('post', `${C}/CheckResetpwdAcc`, ({ request }) => {
    const secret = new URL(request.url).searchParams.get('secret') ?? ''
    const user = db.users.find((u) => u.userId === db.secrets[secret])
    if (!user) return fail('账号信息已失效，请重新查找')
    const masked = user.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')
    return ok(masked, { msg: `短信验证码已经发送至${masked}` })
  }),
  route('post', `${C}/CheckResetpwdVerifyCode`, async ({ request }) => {
    const { secret, verifyCode } = await readJson<{ secret?: string; verifyCode?: string }>(request)
    if (!secret || !db.secrets[secret]) return fail('账号信息已失效，请重新查找')
    if (verifyCode !== SMS_CODE) return fail('验证码错误')
    return ok(null)
  }),
  route('post', `${C}/SubmitResetpwdData`, async ({ request }) => {
    const b = await readJson<{
      secret?: string
      verifyCode?: string
      newPassword?: string
      confirmPassword?: string
    }>(request)
    const user = db.users.find((u) => u.userId === db.secrets[b.secret ?? ''])
    if (!user) return fail('账号信息已失效，请重新查找')
    if (b.verifyCode !== SMS_CODE) return fail('验证码错误')
    if (!STRONG_PASSWORD_PATTERN.test(b.newPassword ?? ''))
      return fail('密码须为8-16位，且包含大写字母、小写字母和特殊字符')
    if (b.newPassword !== b.confirmPassword) return fail('请确认密码的一致性')
    user.password = b.newPassword!
    delete db.secrets[b.secret!]
    persist()
    return ok(null, { msg: '重置成功' })
  }),
]
