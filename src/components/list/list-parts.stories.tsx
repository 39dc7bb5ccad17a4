import type { Meta, StoryObj } from '@storybook/react-vite'
import { Flex } from 'antd'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LinkButton } from './link-button'
import { ListPage } from './list-page'
import { MoreMenu } from './more-menu'
import { RowSwitch } from './row-switch'

// The light parts of a table row (a page shows up to 100 rows of them) and the card around a list.
const meta = {
  title: 'List/ListParts',
  tags: ['autodocs'],
} satisfies Meta

export default meta

/** 编辑, 删除 and 更多 of a row: plain buttons drawn like antd's small link buttons. */
export const RowButtons: StoryObj<typeof LinkButton> = {
  render: () => (
    <Flex gap={8} align="center">
      <LinkButton onClick={fn()}>编辑</LinkButton>
      <LinkButton danger onClick={fn()}>
        删除
      </LinkButton>
      <LinkButton disabled>重置密码</LinkButton>
      <MoreMenu
        items={[
          { key: 'role', label: '分配角色' },
          { key: 'reset', label: '重置密码' },
          { key: 'delete', label: '删除', danger: true },
        ]}
        onPick={fn()}
      />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /更多/ }))
    await expect(
      await within(document.body).findByRole('menuitem', { name: '分配角色' }),
    ).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
  },
}

/** 启用 / 禁用 of a row: on, off, waiting for the answer, not allowed. */
export const Switches: StoryObj<typeof RowSwitch> = {
  render: function Render() {
    const [on, setOn] = useState(true)
    return (
      <Flex gap={16} align="center">
        <RowSwitch checked={on} aria-label="启用 张伟" onChange={setOn} />
        <RowSwitch checked={false} aria-label="启用 李晓梅" onChange={fn()} />
        <RowSwitch checked loading aria-label="启用 王建国" onChange={fn()} />
        <RowSwitch checked={false} disabled aria-label="启用 赵敏" onChange={fn()} />
      </Flex>
    )
  },
  parameters: { stillLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('switch', { name: '启用 张伟' }))
    await expect(canvas.getByRole('switch', { name: '启用 张伟' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
  },
}

/** The card of a list screen, headed by its menu entry's name. */
export const Page: StoryObj<typeof ListPage> = {
  render: () => (
    <ListPage fallbackTitle="岗位管理" extra={<span>共 24 个岗位</span>}>
      <p>筛选栏与表格放在这里。</p>
    </ListPage>
  ),
}
