import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs } from '../../../mocks/test-harness'
import { antd, renderWithProviders, setupUser } from '../../testing'
import { OrgUpdateDialog, type OrgUpdateDialogProps } from './org-update-dialog'
import type { OrgTreeItem } from './org-tree'

const save = /保\s*存/

function open(props: Partial<OrgUpdateDialogProps> = {}) {
  loginAs('admin')
  const onSave = vi.fn<OrgUpdateDialogProps['onSave']>(() => true)
  const onClose = vi.fn()
  renderWithProviders(<OrgUpdateDialog open onSave={onSave} onClose={onClose} {...props} />)
  return { onSave, onClose, user: setupUser() }
}

const dialog = async () => within(await screen.findByRole('dialog', { name: '更新部门' }))
type Dialog = Awaited<ReturnType<typeof dialog>>
/** A node of the tree (a chosen one's name shows in its tag too). */
const item = (d: Dialog, name: string) =>
  within(d.getByRole('tree')).getByText(name).closest<HTMLElement>('[role="treeitem"]')!
const node = (d: Dialog, name: string) => within(d.getByRole('tree')).findByText(name)
/** The orgCodes of each path handed to onSave. */
const codes = (paths: OrgTreeItem[][]) => paths.map((path) => path.map((i) => i.orgCode))

describe('OrgUpdateDialog (更新部门)', () => {
  it('has no close icon and ignores Esc and a mask click; 取消 closes', async () => {
    const { onClose, user } = open()
    const d = await dialog()
    await d.findByText('培训教研部')
    expect(d.queryByRole('button', { name: /^(close|关闭)$/i })).toBeNull()
    expect(screen.queryByRole('button', { name: /^(close|关闭)$/i })).toBeNull()
    // a click on the mask beside the dialog
    await user.click(antd.dialogMask(screen.getByRole('dialog', { name: '更新部门' }))!)
    await user.click(d.getByRole('textbox', { name: '搜索部门' }))
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: '更新部门' })).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: /取\s*消/ }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('chooses a parent and its child independently and hands over their paths', async () => {
    const { onSave, onClose, user } = open()
    const d = await dialog()
    await user.click(await node(d, '培训教研部'))
    expect(item(d, '培训教研部')).toHaveAttribute('aria-checked', 'true')
    // no linkage: the children stay unchecked, and the parent is not half-checked by a child
    expect(item(d, '安全教研室')).toHaveAttribute('aria-checked', 'false')
    await user.click(await node(d, '安全教研室'))
    expect(item(d, '培训教研部')).toHaveAttribute('aria-checked', 'true')
    expect(item(d, '安全教研室')).toHaveAttribute('aria-checked', 'true')
    expect(d.getByText('已选 2 个部门')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: save }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(codes(onSave.mock.calls[0][0])).toEqual([['C001-02'], ['C001-02', 'C001-0201']])
    expect(onClose).toHaveBeenCalled()
  })

  it('starts from the preset ids; a tag closes one, 清空 clears all, then 保存 warns', async () => {
    const idOf = (code: string) => db.orgs.find((o) => o.orgCode === code)!.id
    const { onSave, onClose, user } = open({ value: [idOf('C001-01'), String(idOf('C001-0201'))] })
    const d = await dialog()
    await waitFor(() => expect(item(d, '平台运营部')).toHaveAttribute('aria-checked', 'true'))
    // the way down to a preset department is open
    expect(item(d, '安全教研室')).toHaveAttribute('aria-checked', 'true')
    expect(item(d, '培训教研部')).toHaveAttribute('aria-checked', 'false')
    expect(d.getByText('已选 2 个部门')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: '移除 平台运营部' }))
    expect(item(d, '平台运营部')).toHaveAttribute('aria-checked', 'false')
    expect(d.getByText('已选 1 个部门')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: '清空' }))
    expect(d.getByText('已选 0 个部门')).toBeInTheDocument()
    expect(item(d, '安全教研室')).toHaveAttribute('aria-checked', 'false')
    await user.click(d.getByRole('button', { name: save }))
    expect(await screen.findByText('请选择部门！')).toBeInTheDocument()
    expect(onSave).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('stays open with the choice when the save fails', async () => {
    const { onSave, onClose, user } = open()
    onSave.mockResolvedValueOnce(false)
    const d = await dialog()
    await user.click(await node(d, '财务组'))
    await user.click(d.getByRole('button', { name: save }))
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(codes(onSave.mock.calls[0][0])).toEqual([['C001-03', 'C001-0302']])
    expect(onClose).not.toHaveBeenCalled()
    expect(item(d, '财务组')).toHaveAttribute('aria-checked', 'true')
  })
})
