import {
  NOT_READ,
  selfFormValues,
  shownValue,
  unreadSelfFields,
  updateBody,
  type SelfInfo,
} from './self-info'

/** GetUserInfo with the user's own record. */
const full: SelfInfo = {
  roleNameList: ['学员'],
  chnName: '张伟',
  headImage: '',
  accountCode: 'learner',
  mobile: '13800138000',
  idCard: '320101199003030033',
  sex: 0,
  qq: '10086001',
  weChat: 'zhangwei_sz',
  email: 'zhangwei@example.com',
}
/** GetUserInfo as documented: no record of the user's own. */
const documented: SelfInfo = { roleNameList: ['学员'], chnName: '张伟', headImage: '/a.png' }

describe('编辑资料: what it read and what it sends', () => {
  it('names the fields the answer did not carry', () => {
    expect(unreadSelfFields(full)).toEqual([])
    expect(unreadSelfFields(documented)).toEqual(['idCard', 'qq', 'weChat', 'email', 'sex'])
  })

  it('read: every field goes back as it is in the form, trimmed, a cleared one empty', () => {
    const values = { ...selfFormValues(full), chnName: ' 张伟伟 ', qq: '' }
    expect(updateBody(values, full)).toEqual({
      chnName: '张伟伟',
      sex: 0,
      idCard: '320101199003030033',
      qq: '',
      weChat: 'zhangwei_sz',
      email: 'zhangwei@example.com',
      headImage: '',
    })
  })

  it('not read: left out, unless the user typed or chose something', () => {
    expect(updateBody(selfFormValues(documented), documented)).toEqual({
      chnName: '张伟',
      headImage: '/a.png',
    })
    const typed = {
      ...selfFormValues(documented),
      email: ' me@example.com ',
      sex: 1 as const,
      qq: ' ',
    }
    expect(updateBody(typed, documented)).toEqual({
      chnName: '张伟',
      headImage: '/a.png',
      email: 'me@example.com',
      sex: 1,
    })
  })

  it('an avatar not read goes only when one was uploaded', () => {
    const bare: SelfInfo = { roleNameList: ['学员'], chnName: '张伟' }
    expect(updateBody(selfFormValues(bare), bare)).not.toHaveProperty('headImage')
    expect(updateBody({ ...selfFormValues(bare), headImage: '/b.png' }, bare).headImage).toBe(
      '/b.png',
    )
  })

  it('shows a read-only value, — when empty, 未能读取 when not read', () => {
    expect(shownValue('learner')).toBe('learner')
    expect(shownValue('')).toBe('—')
    expect(shownValue(undefined)).toBe(NOT_READ)
  })
})
