import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { useGetOrgTreeQuery } from '../../api/user-org'
import { flattenOrgs, orgTreeData } from '../../components/org-post/org-tree'
import { OrgDialog } from './org-dialog'

// The department dialog on the mock's tree of 工伤预防培训中心 (C001), as the platform administrator.
function Dialog({ mode, name }: { mode: 'add' | 'edit'; name: string }) {
  const { data } = useGetOrgTreeQuery({ ShowTop: true })
  const items = useMemo(() => orgTreeData(data), [data])
  const node = flattenOrgs(items).find((i) => i.fullName === name)?.node
  if (!node) return null
  return <OrgDialog open target={{ mode, node }} items={items} onSaved={fn()} onClose={fn()} />
}

const meta = {
  title: 'Orgs/OrgDialog',
  component: Dialog,
  loaders: [storyLogin('u-admin')],
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = async (label: string) =>
  within((await screen.findByText(label)).closest<HTMLElement>('[role="dialog"]')!)

/** 新增部门 under 培训教研部: name and order (0 by default). */
export const Add: Story = {
  args: { mode: 'add', name: '培训教研部' },
  play: async () => {
    const dialog = await dialogOf('部门名称')
    await expect(dialog.getByText('培训教研部')).toBeInTheDocument()
    await expect(dialog.getByLabelText('排序')).toHaveValue('0')
  },
}

/** 编辑部门 课程运营组, moved under 综合管理部: the cascader never offers 课程运营组 or its teams. */
export const EditWithMove: Story = {
  args: { mode: 'edit', name: '课程运营组' },
  // antd's open Cascader names its menus (aria-owns="parentPath_list") with an id it gives none of
  // them: antd's own markup, not the dialog's
  parameters: { a11y: { config: { rules: [{ id: 'aria-valid-attr-value', enabled: false }] } } },
  play: async () => {
    const dialog = await dialogOf('部门名称')
    await expect(dialog.getByLabelText('部门名称')).toHaveValue('课程运营组')
    await userEvent.click(dialog.getByLabelText('上级部门'))
    const item = (title: string) =>
      document.querySelector<HTMLElement>(`.ant-cascader-menu-item[title="${title}"]`)
    await waitFor(() => expect(item('用户服务组')).not.toBeNull())
    await expect(item('课程运营组')).toBeNull()
    await userEvent.click(item('综合管理部')!)
  },
}
