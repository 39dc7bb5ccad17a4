import type { Meta, StoryObj } from '@storybook/react-vite'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ActionTree, type NodeAction } from './action-tree'

type Node = { key: string; title: string; fullName: string; children?: Node[] }

const node = (key: string, title: string, parent = '', children?: Node[]): Node => ({
  key,
  title,
  fullName: parent ? `${parent}/${title}` : title,
  children,
})

// An organisation tree as 组织机构 shows it: the company, its departments and workshops.
const TREE: Node[] = [
  node('C001', '工伤预防培训中心', '', [
    node('C001-01', '平台运营部', '工伤预防培训中心'),
    node('C001-02', '安全教研部', '工伤预防培训中心', [
      node('C001-0201', '安全教研室', '工伤预防培训中心/安全教研部'),
      node('C001-0202', '课程制作组', '工伤预防培训中心/安全教研部'),
    ]),
    node('C001-03', '生产部', '工伤预防培训中心', [
      node('C001-0301', '一车间', '工伤预防培训中心/生产部'),
      node(
        'C001-0302',
        '二车间（焊接与切割作业、高处作业安全防护班组）',
        '工伤预防培训中心/生产部',
      ),
    ]),
  ]),
]

const run = fn()
const actionsOf = (item: Node): NodeAction[] => [
  { label: '新增下级', icon: <PlusOutlined aria-hidden />, run },
  ...(item.key === 'C001'
    ? []
    : [
        { label: '编辑', icon: <EditOutlined aria-hidden />, run },
        { label: '删除', danger: true, icon: <DeleteOutlined aria-hidden />, run },
      ]),
]
const nameOf = (item: Node) => item.fullName

/** The tree with its expanded and selected nodes kept, as a screen keeps them. */
function Tree({ selected, treeData = TREE }: { selected?: string; treeData?: Node[] }) {
  const [expandedKeys, setExpanded] = useState(['C001', 'C001-02', 'C001-03'])
  const [selectedKey, setSelected] = useState(selected)
  return (
    <ActionTree<Node>
      prefix="org"
      label="组织机构"
      treeData={treeData}
      expandedKeys={expandedKeys}
      onExpand={setExpanded}
      selectedKey={selectedKey}
      onSelect={setSelected}
      nameOf={nameOf}
      actions={actionsOf}
      height={360}
    />
  )
}

// A tree whose nodes carry buttons (组织机构, 资源目录): a node's buttons show on hover and on the
// selected node; the root takes children but is neither edited nor deleted.
const meta = {
  title: 'Components/ActionTree',
  component: ActionTree,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ActionTree>

export default meta

/** Nothing selected: the buttons show on hover. */
export const Organisation: StoryObj = {
  render: () => <Tree />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('安全教研室'))
    await userEvent.click(
      await canvas.findByRole('button', { name: '编辑：工伤预防培训中心/安全教研部/安全教研室' }),
    )
    await expect(run).toHaveBeenCalled()
  },
}

/** A selected workshop whose long name is cut, its buttons shown. */
export const Selected: StoryObj = { render: () => <Tree selected="C001-0302" /> }

/** A tree without nodes. */
export const Empty: StoryObj = { render: () => <Tree treeData={[]} /> }
