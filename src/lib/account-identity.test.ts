import { accountIdentity } from './account-identity'

const learner = {
  chnName: '张伟',
  comPanyName: '华东机械制造有限公司',
  orgName: '一车间',
  postName: '数控操作工',
  sysRoles: 4,
}

describe('accountIdentity', () => {
  it("is GetUserInfo's userId when it comes, whatever else the answer holds", () => {
    expect(accountIdentity({ ...learner, userId: 'u-learner' })).toBe('u:u-learner')
    expect(accountIdentity({ userId: 1024 })).toBe('u:1024')
    expect(accountIdentity({ ...learner, orgName: '二车间', userId: 'u-learner' })).toBe(
      'u:u-learner',
    )
  })

  it('else comes from the documented fields: the same answer gives the same key, no names in it', () => {
    const key = accountIdentity(learner)!
    expect(key).toMatch(/^p:[0-9a-z]+$/)
    expect(key).not.toContain('张伟')
    expect(accountIdentity({ ...learner, userId: '' })).toBe(key)
    expect(accountIdentity({ ...learner, chnName: ' 张伟 ' })).toBe(key)
  })

  it('tells apart accounts of one person in two companies, and two people', () => {
    const key = accountIdentity(learner)
    expect(accountIdentity({ ...learner, comPanyName: '南方建设工程有限公司' })).not.toBe(key)
    expect(accountIdentity({ ...learner, chnName: '赵敏' })).not.toBe(key)
    expect(accountIdentity({ ...learner, sysRoles: 3 })).not.toBe(key)
  })

  it('is undefined without a session or without anything that names an account', () => {
    expect(accountIdentity(null)).toBeUndefined()
    expect(accountIdentity({})).toBeUndefined()
  })
})
