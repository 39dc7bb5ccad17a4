import { Tag, type TableColumnsType } from 'antd'
import type { Key } from 'react'
import { Link } from 'react-router'
import type { Message } from '../../api/sys-message'
import { ListTable } from '../../components/list/list-table'
import type { ListPaging } from '../../components/list/use-list-state'
import type { RowSelection } from '../../components/list/use-row-selection'
import { formatDateTime, formatRelative } from '../../lib/format'
import { useAppSelector } from '../../lib/hooks'
import { selectMenuRoutes } from '../../lib/session-slice'
import { messageTarget, type MessageTarget } from './message-link'
import { templateTypeName } from './message-query'
import { messageTitle, readState } from './message-rows'
import './messages.css'

/** Props of MessageList. */
export interface MessageListProps {
  /** page, size and sizes of the page's list state */
  list: ListPaging
  rows: Message[]
  /** each row's key: its id, or its place on the page when it has none (message-rows.ts) */
  rowKey: (message: Message) => Key
  total: number
  loading?: boolean
  error?: unknown
  onRetry: () => void
  /** rows selected for 标为已读, kept across pages */
  selection?: RowSelection<Message>
  /** a message was opened; `target` is where its link leads (the link itself navigates) */
  onOpen: (message: Message, target: MessageTarget | null) => void
  /** "now" of the relative times (stories pin it) */
  now?: Date
}

const stateText = { unread: '未读', read: '已读', unknown: '阅读状态未知' } as const

function MessageTitle({
  message,
  onOpen,
}: Pick<MessageListProps, 'onOpen'> & { message: Message }) {
  const state = readState(message)
  const unread = state === 'unread'
  const menuRoutes = useAppSelector(selectMenuRoutes)
  // a link that no route of the app answers (it would end on the 404 page) is no link
  const target = messageTarget(message.messageUrl, menuRoutes)
  const title = messageTitle(message)
  const className = unread ? 'message-title is-unread' : 'message-title'
  return (
    <div className="message-cell">
      <span className="message-cell__state">
        {unread && <span className="message-dot" aria-hidden />}
        <span className="sr-only">{stateText[state]}</span>
      </span>
      <div className="message-cell__text">
        {target ? (
          // a real link: it opens in a new tab too; a plain click marks the message read
          <Link
            className={className}
            to={target.pathname + target.search}
            onClick={() => onOpen(message, target)}
          >
            {title}
          </Link>
        ) : (
          <button type="button" className={className} onClick={() => onOpen(message, null)}>
            {title}
          </button>
        )}
        {message.content && <p className="message-cell__content">{message.content}</p>}
      </div>
    </div>
  )
}

/**
 * The rows of the message centre: unread ones marked, title (opens the message), type, time. A
 * message without a title shows its type's name, one without a time —.
 */
export function MessageList({ onOpen, now, rowKey, ...table }: MessageListProps) {
  const columns: TableColumnsType<Message> = [
    {
      title: '标题',
      key: 'title',
      render: (_, message) => <MessageTitle message={message} onOpen={onOpen} />,
    },
    {
      title: '类型',
      dataIndex: 'TempleteType',
      width: 110,
      render: (type: Message['TempleteType']) => <Tag>{templateTypeName(type)}</Tag>,
    },
    {
      title: '时间',
      dataIndex: 'createTime',
      width: 150,
      // a message without a (readable) time shows —
      render: (time: Message['createTime']) => {
        const shown = formatRelative(time, now)
        if (!shown) return <span aria-label="时间未知">—</span>
        return (
          <time className="message-time" dateTime={time} title={formatDateTime(time)}>
            {shown}
          </time>
        )
      },
    },
  ]
  return (
    <ListTable<Message>
      {...table}
      label="消息列表"
      errorTitle="消息加载失败"
      rowKey={rowKey}
      columns={columns}
    />
  )
}
