import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser } from '../../testing'
import { OrgPickDialog, type OrgPickDialogProps } from './org-pick-dialog'
import { PostPickDialog, type PostPickDialogProps } from './post-pick-dialog'

const ORG_TREE = '/Api/User/user_org/GetOrgTree'
const ok = /确\s*定/

function openOrg(props: Partial<OrgPickDialogProps> = {}, who = 'admin') {
  loginAs(who)
  const onPick = vi.fn()
  const onClose = vi.fn()
  renderWithProviders(<OrgPickDialog open onPick={onPick} onClose={onClose} {...props} />)
  return { onPick, onClose, user: setupUser() }
}

function openPost(props: Partial<PostPickDialogProps> = {}, who = 'company') {
  loginAs(who)
  const onPick = vi.fn()
  const onClose = vi.fn()
  renderWithProviders(
    <PostPickDialog open kind="post" onPick={onPick} onClose={onClose} {...props} />,
  )
  return { onPick, onClose, user: setupUser() }
}

describe('OrgPickDialog (选择部门)', () => {
  it('picks a department with a click and 确定', async () => {
    const { onPick, onClose, user } = openOrg()
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    await user.click(await dialog.findByText('培训教研部'))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(onPick).toHaveBeenCalledWith({ orgCode: 'C001-02', orgName: '培训教研部' })
    expect(onClose).toHaveBeenCalled()
  })

  it('warns 请选择部门！ on 确定 with nothing picked and stays open; 取消 closes', async () => {
    const { onPick, onClose, user } = openOrg()
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    await dialog.findByText('平台运营部')
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('请选择部门！')).toBeInTheDocument()
    expect(onPick).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    await user.click(dialog.getByRole('button', { name: /取\s*消/ }))
    expect(onClose).toHaveBeenCalled()
  })

  it('filters by a search text, keeping the ancestors of a match', async () => {
    const { onPick, user } = openOrg()
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    await dialog.findByText('平台运营部')
    await user.type(dialog.getByRole('textbox', { name: '搜索部门' }), '课题组')
    expect(await dialog.findByText('机械安全课题组')).toBeInTheDocument()
    expect(dialog.getByText('职业病防治课题组')).toBeInTheDocument()
    expect(dialog.getByText('培训教研部')).toBeInTheDocument()
    expect(dialog.queryByText('平台运营部')).not.toBeInTheDocument()
    await user.click(dialog.getByText('机械安全课题组'))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(onPick).toHaveBeenCalledWith({ orgCode: 'C001-020101', orgName: '机械安全课题组' })
    await user.clear(dialog.getByRole('textbox', { name: '搜索部门' }))
    await user.type(dialog.getByRole('textbox', { name: '搜索部门' }), '不存在的部门')
    expect((await dialog.findAllByText('暂无数据')).length).toBeGreaterThan(0)
  })

  it('a search typed before the tree arrives still opens the way down to its matches', async () => {
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/Api/User/user_org/GetOrgTree', async () => {
        await arrived // then the mock backend's own handler answers
      }),
    )
    const { user } = openOrg()
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    await user.type(dialog.getByRole('textbox', { name: '搜索部门' }), '课题组')
    release()
    expect(await dialog.findByText('机械安全课题组')).toBeInTheDocument()
    expect(dialog.getByText('职业病防治课题组')).toBeInTheDocument()
  })

  it('keeps the department picked before', async () => {
    const { onPick, user } = openOrg({ value: 'C001-0101' })
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    const item = (await dialog.findByText('课程运营组')).closest('[role=treeitem]')!
    expect(item).toHaveAttribute('aria-selected', 'true')
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(onPick).toHaveBeenCalledWith({ orgCode: 'C001-0101', orgName: '课程运营组' })
  })

  it('works with the keyboard: the focused tree moves with the arrows, space picks', async () => {
    const { onPick, user } = openOrg()
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    await dialog.findByText('平台运营部')
    dialog.getByRole('tree', { name: '部门' }).focus()
    // the first node is active on focus; down goes to its first child
    await user.keyboard('{ArrowDown} ')
    const row = dialog.getByText('课程运营组').closest('[role=treeitem]')!
    await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(onPick).toHaveBeenCalledWith({ orgCode: 'C001-0101', orgName: '课程运营组' })
  })

  it('asks for another company with companyCode and a fresh date', async () => {
    const wire = watchWire()
    openOrg({ companyCode: 'C002' })
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    expect(await dialog.findByText('安全环保部')).toBeInTheDocument()
    const [sent] = await wire.to(ORG_TREE)
    expect(sent.query.companyCode).toBe('C002')
    expect(Number(sent.query.date)).toBeGreaterThan(0)
  })

  it('shows a failed load with 重试, and an empty tree as 暂无数据', async () => {
    let calls = 0
    server.use(
      route('get', ORG_TREE, () => {
        calls += 1
        return calls === 1 ? fail('服务器开小差了') : envelope([])
      }),
    )
    const { user } = openOrg()
    const dialog = within(await screen.findByRole('dialog', { name: '选择部门' }))
    expect(await dialog.findByText('部门加载失败')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: /重\s*试/ }))
    expect((await dialog.findAllByText('暂无数据')).length).toBeGreaterThan(0)
  })
})

describe('PostPickDialog (选择岗位 / 选择兼职岗位)', () => {
  it('lists the posts of the department and picks one', async () => {
    const wire = watchWire()
    const { onPick, onClose, user } = openPost({ orgCode: 'C002-0201' })
    const dialog = within(await screen.findByRole('dialog', { name: '选择岗位' }))
    await user.click(await dialog.findByText('数控操作工'))
    expect(dialog.getByText('车间主任')).toBeInTheDocument()
    expect(dialog.queryByText('焊工')).not.toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(onPick).toHaveBeenCalledWith({ postCode: 'C002-P04', postName: '数控操作工' })
    expect(onClose).toHaveBeenCalled()
    const [sent] = await wire.to('/GetOrgPostListPage')
    expect(sent.body).toEqual({ KeyWord: '', OrgCode: 'C002-0201', pageIndex: 1, pageRows: 10 })
  })

  it('warns 请选择岗位！ with nothing picked and stays open', async () => {
    const { onPick, onClose, user } = openPost({ orgCode: 'C002-0201' })
    const dialog = within(await screen.findByRole('dialog', { name: '选择岗位' }))
    await dialog.findByText('数控操作工')
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('请选择岗位！')).toBeInTheDocument()
    expect(onPick).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('part-time: every post of the company, searched and paged; 请选择兼职岗位 when empty', async () => {
    const wire = watchWire()
    const { onPick, user } = openPost({ kind: 'partTime' })
    const dialog = within(await screen.findByRole('dialog', { name: '选择兼职岗位' }))
    await dialog.findByText('安全主管')
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('请选择兼职岗位')).toBeInTheDocument()
    // 11 posts: the last one on page 2
    await user.click(dialog.getByTitle('2'))
    await user.click(await dialog.findByText('培训专员'))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(onPick).toHaveBeenCalledWith({ postCode: 'C002-P11', postName: '培训专员' })
    await user.type(dialog.getByRole('searchbox', { name: '搜索岗位' }), '工{Enter}')
    await waitFor(async () =>
      expect((await wire.to('/GetPostListPage')).map((r) => r.body)).toContainEqual({
        KeyWord: '工',
        pageIndex: 1,
        pageRows: 10,
      }),
    )
    expect(await wire.to('/GetOrgPostListPage')).toEqual([])
  })

  it('a platform user lists the posts of another company’s department', async () => {
    const { user, onPick } = openPost({ orgCode: 'C002-0201' }, 'admin')
    const dialog = within(await screen.findByRole('dialog', { name: '选择岗位' }))
    await user.click(await dialog.findByRole('radio', { name: '车间主任' }))
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(onPick).toHaveBeenCalledWith({ postCode: 'C002-P03', postName: '车间主任' })
  })
})
