import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Message } from '../../api/sys-message'
import { useListState } from '../../components/list/use-list-state'
import { MessageList } from './message-list'
import { messageListSpec } from './message-query'
import { messageKey } from './message-rows'

const now = new Date('2026-03-10T12:00:00+08:00')
const link = (path: string, query: Record<string, string> = {}) =>
  JSON.stringify({ pc: { type: 1, value: { path, query } } })

const messages: Message[] = [
  {
    id: 1,
    title: '考试提醒',
    content: '您有一场考试“2026年度工伤预防知识考试”尚未参加，请在截止日期前完成。',
    isRead: 0,
    messageUrl: link('/ysUserExam/exam', { examCode: 'EX2026002' }),
    TempleteType: 2,
    createTime: '2026-03-10 11:40:00',
  },
  {
    id: 2,
    title: '系统消息',
    content: '平台将于11月8日 22:00-24:00 进行升级维护。',
    isRead: 0,
    messageUrl: 'not json',
    TempleteType: 1,
    createTime: '2026-03-09 09:15:00',
  },
  {
    id: 3,
    title: '新课程上线',
    content: '课程“机械伤害事故预防”已上线，欢迎学习。',
    isRead: 1,
    messageUrl: link('/trainres/study', { id: '1021' }),
    TempleteType: 3,
    createTime: '2026-03-01 10:00:00',
  },
  {
    id: 4,
    title: '来自新模板的消息',
    content: '这条消息的类型本前端还不认识，显示为“类型 N”。',
    isRead: 1,
    TempleteType: 7,
    createTime: '2026-02-20 08:30:00',
  },
]

// The same messages as a backend sends them that answers the documented fields only.
const documented: Message[] = messages.map(({ isRead, messageUrl, TempleteType }) => ({
  isRead,
  messageUrl,
  TempleteType,
}))

// The list as the message centre shows it, with its paging in the (story's) URL.
function Messages(props: {
  state: 'loaded' | 'documented' | 'loading' | 'empty' | 'error'
  onOpen: (message: Message) => void
  onRetry: () => void
}) {
  const list = useListState(messageListSpec)
  const rows = props.state === 'loaded' ? messages : props.state === 'documented' ? documented : []
  return (
    <MessageList
      list={list}
      rows={rows}
      rowKey={(m) => messageKey(m, rows.indexOf(m))}
      total={rows.length}
      loading={props.state === 'loading'}
      error={props.state === 'error' ? { status: 500, message: '服务繁忙，请稍后再试' } : undefined}
      onRetry={props.onRetry}
      onOpen={props.onOpen}
      now={now}
    />
  )
}

const meta = {
  title: 'Messages/MessageList',
  component: Messages,
  args: { state: 'loaded', onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof Messages>

export default meta
type Story = StoryObj<typeof meta>

/** Unread rows carry a dot, bold titles and the text 未读 for screen readers. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('未读')).toHaveLength(2)
    await expect(canvas.getByText('类型 7')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: '考试提醒' })).toHaveAttribute(
      'href',
      '/ysUserExam/exam?examCode=EX2026002',
    )
    // a message without a usable link opens in place
    await userEvent.click(canvas.getByRole('button', { name: '系统消息' }))
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), null)
  },
}

/** Documented fields only: no id, title, text or time; titled by type, dated —. */
export const DocumentedOnly: Story = {
  args: { state: 'documented' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('未读')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: '考试通知' })).toBeInTheDocument()
    await expect(canvas.getAllByLabelText('时间未知')).toHaveLength(4)
  },
}

// loading on purpose: the story check's settling waits only for its motions
export const Loading: Story = { args: { state: 'loading' }, parameters: { stillLoading: true } }

export const Empty: Story = { args: { state: 'empty' } }

/** A failed load: the message and 重试. */
export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /重\s*试/ }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
