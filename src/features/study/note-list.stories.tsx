import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NoteList } from './note-list'
import './study-page.css'

// The notes of the study page: play position, text, 编辑 in place and 删除.
const meta = {
  title: 'Study/NoteList',
  component: NoteList,
  args: {
    notes: [
      {
        id: 1,
        time: 35,
        content: '事故报告要做到及时、准确、完整，不得迟报漏报。',
      },
      { id: 2, time: 120, content: '三级安全教育：厂级、车间级、班组级。' },
      {
        id: 3,
        time: 3725,
        content:
          '复习：用人单位30日内提出工伤认定申请。\n特殊情况经报社会保险行政部门同意，可以适当延长申请时限。',
      },
    ],
    onSeek: fn(),
    onSave: fn(async () => true),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoteList>

export default meta
type Story = StoryObj<typeof meta>

export const Notes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '跳转到 02:00' }))
    await expect(args.onSeek).toHaveBeenCalledWith(120)
  },
}

/** Editing one note in place: the text box with its count, 取消 and 保存. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '编辑 00:35 的笔记' }))
    const box = canvas.getByRole('textbox', { name: '修改 00:35 的笔记' })
    // replaced rather than appended to: on a busy machine the simulated caret could land before
    // the old text while the box was still sizing itself
    await userEvent.clear(box)
    await userEvent.type(box, '已复习：事故报告及时、准确、完整。')
    await expect(box).toHaveValue('已复习：事故报告及时、准确、完整。')
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }))
    await expect(args.onSave).toHaveBeenCalledWith(
      args.notes[0],
      '已复习：事故报告及时、准确、完整。',
    )
  },
}

/** Before the player is ready the positions are plain text. */
export const WithoutPlayer: Story = { args: { onSeek: undefined } }

/** Notes whose play position or text the answer did not give: no jump, and it says so. */
export const Unread: Story = {
  args: { notes: [{ id: 7 }, { id: 8, content: '只有内容，没有播放位置。' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('时间未知')).toHaveLength(2)
    await expect(canvas.getByText('未读取到笔记内容')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /跳转到/ })).toBeNull()
  },
}
