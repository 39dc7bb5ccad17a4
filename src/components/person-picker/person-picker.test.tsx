import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { loginAs } from '../../../mocks/test-harness'
import { antd, renderWithProviders, setupUser } from '../../testing'
import { PersonPicker, type PersonPickerProps } from './person-picker'

const buttonIn = (scope: ReturnType<typeof within>, name: RegExp) =>
  scope.getByRole('button', { name })

/** A tree of the dialog by its accessible name, once it is there. */
const findTree = async (name: string) => within(await screen.findByRole('tree', { name }))

const OK = /^确\s*定$/
const CANCEL = /^取\s*消$/

// company account: 华东机械制造有限公司 (C002)
const PRESET = {
  users: [{ id: 'u-x1', name: '预选人员' }],
  orgs: [{ id: 'C002-0201', name: '一车间' }],
  posts: [{ id: 'C002-P03', name: '车间主任' }],
}

function open(props: Partial<PersonPickerProps> = {}) {
  loginAs('company')
  const onOk = vi.fn()
  const onClose = vi.fn()
  renderWithProviders(<PersonPicker open onOk={onOk} onClose={onClose} {...props} />)
  const dialog = within(screen.getByRole('dialog', { name: '选择人员' }))
  const group = (name: string) => within(dialog.getByLabelText(`已选${name}`))
  const tab = (name: string) => user.click(dialog.getByText(name, { selector: '[role=tab]' }))
  const user = setupUser()
  return { onOk, onClose, dialog, group, tab, user }
}

/** The tree row of a department in the 部门 tab. */
const treeRow = async (name: string) => {
  const tree = await findTree('部门')
  return (await tree.findByText(name)).closest('[role=treeitem]')!
}

/** The dialog as a screen holds it: 取消 closes it, 再次打开 opens it again with the preset. */
function Reopening({ onOk }: { onOk: PersonPickerProps['onOk'] }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button onClick={() => setOpen(true)}>再次打开</button>
      <PersonPicker open={open} value={PRESET} onOk={onOk} onClose={() => setOpen(false)} />
    </>
  )
}

/** The tab shown (the tabs visited before stay in the page, hidden). */
const activePane = () => within(screen.getByRole('tabpanel'))

const isChecked = (row: Element) =>
  within(row as HTMLElement)
    .getByRole('checkbox')
    .getAttribute('aria-checked') === 'true'

// antd's table, tree and upload load cold in the first test; the machine is shared
describe('PersonPicker: presets, tags and the answer', { timeout: 60_000 }, () => {
  it('shows a preset as tags grouped by kind, and as checked nodes and rows', async () => {
    const { dialog, group, tab } = open({ value: PRESET })
    expect(group('人员').getByText('预选人员')).toBeInTheDocument()
    expect(group('部门').getByText('一车间')).toBeInTheDocument()
    expect(group('岗位').getByText('车间主任')).toBeInTheDocument()
    expect(dialog.getByText('已选 3 项')).toBeInTheDocument()
    await tab('部门')
    expect(isChecked(await treeRow('一车间'))).toBe(true)
    expect(isChecked(await treeRow('二车间'))).toBe(false)
    await tab('岗位')
    expect(await dialog.findByLabelText('车间主任')).toBeChecked()
    expect(dialog.getByLabelText('安全主管')).not.toBeChecked()
  })

  it('closing a tag unchecks it in its tab, and 确定 leaves it out', async () => {
    const { dialog, group, tab, user, onOk, onClose } = open({ value: PRESET })
    await tab('岗位')
    const box = await dialog.findByLabelText('车间主任')
    expect(box).toBeChecked()
    await user.click(group('岗位').getByLabelText('移除岗位 车间主任'))
    await waitFor(() => expect(box).not.toBeChecked())
    expect(group('岗位').queryByText('车间主任')).not.toBeInTheDocument()
    await tab('部门')
    const row = await treeRow('一车间')
    await user.click(group('部门').getByLabelText('移除部门 一车间'))
    await waitFor(() => expect(isChecked(row)).toBe(false))
    await user.click(buttonIn(dialog, OK))
    expect(onOk).toHaveBeenCalledWith({ users: PRESET.users, orgs: [], posts: [] })
    expect(onClose).toHaveBeenCalled()
  })

  it('department tab: checked departments come back with orgCode and name', async () => {
    const { dialog, group, tab, user, onOk } = open()
    await tab('部门')
    const tree = await findTree('部门')
    await user.click(await tree.findByText('安全环保部'))
    // checking is by the checkbox; a click on a name checks it too (the tree is not selectable)
    const row = await treeRow('生产制造部')
    await user.click(within(row as HTMLElement).getByRole('checkbox'))
    expect(group('部门').getByText('生产制造部')).toBeInTheDocument()
    await user.click(buttonIn(dialog, OK))
    expect(onOk).toHaveBeenCalledWith({
      users: [],
      orgs: [
        { id: 'C002-01', name: '安全环保部' },
        { id: 'C002-02', name: '生产制造部' },
      ],
      posts: [],
    })
  })

  it('post tab: posts checked on two pages come back with postCode and name', async () => {
    const { dialog, tab, user, onOk } = open()
    await tab('岗位')
    await user.click(await dialog.findByLabelText('安全主管'))
    // 11 posts: the last one on page 2
    await user.click(activePane().getByTitle('2'))
    await user.click(await dialog.findByLabelText('培训专员'))
    await user.click(activePane().getByTitle('1'))
    expect(await dialog.findByLabelText('安全主管')).toBeChecked()
    await user.click(buttonIn(dialog, OK))
    expect(onOk).toHaveBeenCalledWith({
      users: [],
      orgs: [],
      posts: [
        { id: 'C002-P01', name: '安全主管' },
        { id: 'C002-P11', name: '培训专员' },
      ],
    })
  })

  it('取消 discards the changes; the next opening starts from the preset again', async () => {
    loginAs('company')
    const onOk = vi.fn()
    const user = setupUser()
    renderWithProviders(<Reopening onOk={onOk} />)
    const dialog = within(screen.getByRole('dialog', { name: '选择人员' }))
    await user.click(dialog.getByLabelText('移除人员 预选人员'))
    await user.click(dialog.getByText('岗位', { selector: '[role=tab]' }))
    await user.click(await dialog.findByLabelText('安全员'))
    expect(dialog.getByText('已选 3 项')).toBeInTheDocument()
    await user.click(buttonIn(dialog, CANCEL))
    expect(onOk).not.toHaveBeenCalled()
    await user.click(screen.getByText('再次打开'))
    const again = within(await screen.findByRole('dialog', { name: '选择人员' }))
    await waitFor(() => expect(again.getByText('已选 3 项')).toBeInTheDocument())
    const picked = within(again.getByLabelText('已选'))
    expect(picked.getByText('预选人员')).toBeInTheDocument()
    expect(picked.queryByText('安全员')).not.toBeInTheDocument()
    await user.click(buttonIn(again, OK))
    expect(onOk).toHaveBeenCalledWith(PRESET)
  })

  it('a click beside the dialog closes nothing: the picks are not lost by a stray click', async () => {
    const { dialog, user, onClose } = open({ value: PRESET })
    await user.click(dialog.getByLabelText('移除人员 预选人员'))
    await user.click(antd.dialogMask(screen.getByRole('dialog', { name: '选择人员' }))!)
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.getByText('已选 2 项')).toBeInTheDocument()
  })

  it('offers only the tabs asked for; 清空 lets everything go', async () => {
    const { dialog, user, onOk } = open({ value: PRESET, tabs: ['orgs', 'posts'] })
    const tabs = dialog.getAllByRole('tab').map((t) => t.textContent)
    expect(tabs).toEqual(['部门', '岗位'])
    await user.click(buttonIn(dialog, /清\s*空/))
    expect(dialog.getByText('已选 0 项')).toBeInTheDocument()
    await user.click(buttonIn(dialog, OK))
    expect(onOk).toHaveBeenCalledWith({ users: [], orgs: [], posts: [] })
  })
})
