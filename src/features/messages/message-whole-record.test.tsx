import { screen, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import {
  findDialog,
  findRow,
  recordsIn,
  renderApp,
  setupUser,
  storedRecord,
  storingWholeRecords,
} from '../../testing'

// Opening a message against a backend that stores SetIsRead's body whole: the message is read,
// and every other column of it is as it was.

const PAGE = '/Api/SysConfig/sys_message/GetMessagePage'
const ALL = { Search: { key: '', IsRead: '', TempleteType: '' }, pageIndex: 1, pageRows: 100 }

describe('a message read against a backend that stores the body whole', { timeout: 60_000 }, () => {
  storingWholeRecords()

  it('isRead 1, and every other column as it was', async () => {
    loginAs('learner')
    db.messages.push({
      id: 9101,
      userId: 'u-learner',
      title: '整条保存的消息',
      content: '整条保存的消息的正文',
      isRead: 0,
      messageUrl: '',
      TempleteType: 1,
      createTime: '2099-01-01 08:00:00',
    })
    const wire = watchWire()
    const user = setupUser()
    renderApp('/ydmessage/index')
    await screen.findByRole('table', { name: '消息列表' }, { timeout: 20_000 })
    const row = within(await findRow('消息列表', '整条保存的消息'))
    await user.click(row.getByRole('button', { name: '整条保存的消息' }))
    const dialog = await findDialog('整条保存的消息')
    expect(within(dialog).getByText('整条保存的消息的正文')).toBeInTheDocument()
    await wire.to('/SetIsRead')
    const [answer] = await wire.answers(PAGE)
    const loaded = recordsIn(answer.data).find((r) => r.id === 9101)!
    expect(loaded).toHaveProperty('TenantId')
    const stored = await storedRecord(PAGE, (r) => r.id === 9101, { who: 'learner', body: ALL })
    expect(stored).toEqual({ ...loaded, isRead: 1 })
  })
})
