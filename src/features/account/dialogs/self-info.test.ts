import { asLoaded } from '../../../testing'
import {
  NOT_READ,
  selfFormValues,
  shownValue,
  unreadSelfFields,
  updateBody,
  type SelfInfo,
} from './self-info'

/** GetUserInfo with the user's own record. */
const fullAsSent = {
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
  // the session fields go back too, as they came
  sysRoles: 4,
  loginlogo: '/logo.png',
}
const full: SelfInfo = asLoaded(fullAsSent)
/** GetUserInfo as documented: no record of the user's own. */
const documentedAsSent = { roleNameList: ['学员'], chnName: '张伟', headImage: '/a.png' }
const documented: SelfInfo = asLoaded(documentedAsSent)

describe('编辑资料: what it read and what it sends', () => {
  it('names the fields the answer did not carry', () => {
    expect(unreadSelfFields(full)).toEqual([])
    expect(unreadSelfFields(documented)).toEqual(['idCard', 'qq', 'weChat', 'email', 'sex'])
  })

  it('read: every field goes back as it is in the form, trimmed, a cleared one empty', () => {
    const values = { ...selfFormValues(full), chnName: ' 张伟伟 ', qq: '' }
    expect(updateBody(values, full)).toEqual({ ...fullAsSent, chnName: '张伟伟', qq: '' })
  })

  it('not read: left out, unless the user typed or chose something', () => {
    expect(updateBody(selfFormValues(documented), documented)).toEqual(documentedAsSent)
    const typed = {
      ...selfFormValues(documented),
      email: ' me@example.com ',
      sex: 1 as const,
      qq: ' ',
    }
    expect(updateBody(typed, documented)).toEqual({
      ...documentedAsSent,
      email: 'me@example.com',
      sex: 1,
    })
  })

  it('an avatar not read goes only when one was uploaded', () => {
    const bare: SelfInfo = asLoaded({ roleNameList: ['学员'], chnName: '张伟' })
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
