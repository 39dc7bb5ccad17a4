import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { PersonPicker } from './person-picker'

const buttonIn = (scope: ReturnType<typeof within>, name: RegExp) =>
  scope.getByRole('button', { name })

/** A tree of the dialog by its accessible name, once it is there. */
const findTree = async (name: string) => within(await screen.findByRole('tree', { name }))

const USER_LIST = '/Api/User/user_user/GetUserList'

/** 25 users, answered page by page as the backend pages them. */
function pagedUsers() {
  const all = Array.from({ length: 25 }, (_, i) => ({
    userId: `p-${i + 1}`,
    chnName: `学员${String(i + 1).padStart(2, '0')}`,
    accountCode: `account${i + 1}`,
    status: 1,
  }))
  server.use(
    http.post(`*${USER_LIST}`, async ({ request }) => {
      const body = (await request.json()) as { pageIndex: number; pageSize: number }
      const start = (body.pageIndex - 1) * body.pageSize
      return envelope({ models: all.slice(start, start + body.pageSize), totalCount: all.length })
    }),
  )
}

function open() {
  loginAs('company')
  const wire = watchWire()
  const onOk = vi.fn()
  const user = setupUser()
  renderWithProviders(<PersonPicker open onOk={onOk} onClose={vi.fn()} />)
  const dialog = within(screen.getByRole('dialog', { name: '选择人员' }))
  /** the bodies of the GetUserList calls so far */
  const bodies = async () => (await wire.to(USER_LIST)).map((r) => r.body)
  return { dialog, user, onOk, bodies }
}

const OK = /^确\s*定$/

// antd's table, tree and upload load cold in the first test; the machine is shared
describe('PersonPicker: the 人员 tab', { timeout: 60_000 }, () => {
  it('keeps users chosen on two pages, and hands both back', async () => {
    pagedUsers()
    const { dialog, user, onOk } = open()
    await user.click(await dialog.findByLabelText('学员02'))
    await user.click(dialog.getByTitle('2'))
    await user.click(await dialog.findByLabelText('学员13'))
    const tags = within(dialog.getByLabelText('已选人员'))
    expect(tags.getByText('学员02')).toBeInTheDocument()
    expect(tags.getByText('学员13')).toBeInTheDocument()
    await user.click(dialog.getByTitle('1'))
    expect(await dialog.findByLabelText('学员02')).toBeChecked()
    // unchecking on the page shown keeps the other page's pick
    await user.click(dialog.getByLabelText('学员02'))
    await user.click(await dialog.findByLabelText('学员01'))
    await user.click(buttonIn(dialog, OK))
    expect(onOk).toHaveBeenCalledWith({
      users: [
        { id: 'p-13', name: '学员13' },
        { id: 'p-1', name: '学员01' },
      ],
      orgs: [],
      posts: [],
    })
  })

  it('a user row without its userId is shown but cannot be picked', async () => {
    server.use(
      http.post(`*${USER_LIST}`, () =>
        envelope({
          models: [{ chnName: '无编号' }, { userId: 'p-1', chnName: '有编号' }],
          totalCount: 2,
        }),
      ),
    )
    const { dialog, user } = open()
    const box = await dialog.findByLabelText('无编号')
    expect(box).toBeDisabled()
    await user.click(dialog.getByText('无编号'))
    expect(dialog.getByText('已选 0 项')).toBeInTheDocument()
    await user.click(dialog.getByLabelText('有编号'))
    expect(within(dialog.getByLabelText('已选人员')).getByText('有编号')).toBeInTheDocument()
  })

  it('closing a user tag unchecks the row', async () => {
    pagedUsers()
    const { dialog, user } = open()
    const box = await dialog.findByLabelText('学员03')
    await user.click(box)
    expect(box).toBeChecked()
    await user.click(dialog.getByLabelText('移除人员 学员03'))
    await waitFor(() => expect(box).not.toBeChecked())
  })

  it('lists the users of the department or post chosen on the left, and searches', async () => {
    const { dialog, user, bodies } = open()
    const tree = await findTree('人员所在部门')
    await user.click(await tree.findByText('一车间'))
    await waitFor(async () =>
      expect(await bodies()).toContainEqual({
        Key: '',
        Status: '',
        OrgCode: 'C002-0201',
        pageIndex: 1,
        pageSize: 10,
      }),
    )
    expect(dialog.getByText('部门：一车间')).toBeInTheDocument()
    await user.type(dialog.getByLabelText('搜索人员'), '张{Enter}')
    await waitFor(async () =>
      expect((await bodies()).at(-1)).toEqual({
        Key: '张',
        Status: '',
        OrgCode: 'C002-0201',
        pageIndex: 1,
        pageSize: 10,
      }),
    )
    // the segmented switch's input lets the click through to its label
    await user.click(dialog.getByLabelText('岗位').closest('label')!)
    await user.click(await dialog.findByText('车间主任'))
    await waitFor(async () =>
      expect((await bodies()).at(-1)).toEqual({
        Key: '张',
        Status: '',
        PostCode: 'C002-P03',
        pageIndex: 1,
        pageSize: 10,
      }),
    )
    expect(dialog.getByText('岗位：车间主任')).toBeInTheDocument()
  })
})
