import { Alert, Button, Card, Form, Input, Select, Skeleton } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { useGetMessagePageQuery, useSetIsReadMutation, type Message } from '../../api/sys-message'
import { FilterBar } from '../../components/list/filter-bar'
import { useListState } from '../../components/list/use-list-state'
import { useRowSelection, type RowSelection } from '../../components/list/use-row-selection'
import { SectionBoundary } from '../../components/section-boundary'
import { usePageMeta } from '../../lib/use-page-meta'
import { LazyMessageDialog } from './lazy-message-dialog'
import type { MessageTarget } from './message-link'
import { MessageList } from './message-list'
import { messageListBody, messageListSpec, templateTypeName, templateTypes } from './message-query'
import { isPositionKey, keysOf, messageListPage, needsMarking } from './message-rows'
import { useMarkRead } from './use-mark-read'
import './messages.css'

const readOptions = [
  { value: 'all', label: '全部' },
  { value: 0, label: '未读' },
  { value: 1, label: '已读' },
]
const typeOptions = templateTypes.map((type) => ({
  value: type,
  label: type === 'all' ? '全部' : templateTypeName(type),
}))

/**
 * A selection made by place on the page (messages without an id) means nothing once another
 * answer has come: it is dropped then, while a selection by id holds across pages.
 */
function useDropPositionsOnNewAnswer(answer: unknown, selection: RowSelection<Message>) {
  const [seen, setSeen] = useState(answer)
  if (seen === answer) return
  setSeen(answer)
  const kept = selection.keys.filter((key) => !isPositionKey(key))
  if (kept.length !== selection.keys.length)
    selection.change(
      kept,
      kept.map(() => undefined),
    )
}

/**
 * /ydmessage/index (消息中心): the user's messages, filtered by keyword, read state and type.
 * Opening one marks it read (the navbar's unread count follows at once) and follows its link
 * inside the app; a message without a usable link opens in a dialog. 标为已读 marks the selected
 * unread rows. The administrators' 消息管理 menu entry opens this page too (GetMessagePage lists
 * the signed-in user's messages; the spec has no call for anybody else's), under its own title.
 * A message needs no id: it is sent back whole to be marked read, and keyed by its place on the
 * page (so a selection of such messages holds for the page as shown).
 */
function MessageCentrePage() {
  const title = usePageMeta().title || '消息中心'
  const list = useListState(messageListSpec)
  const { data, error, isLoading, isFetching, refetch } = useGetMessagePageQuery(
    messageListBody(list),
  )
  const page = messageListPage(data, list)
  const keys = useMemo(() => keysOf(page.rows), [page.rows])
  const rowKey = useCallback((m: Message) => keys.get(m) ?? '', [keys])
  const [setIsRead] = useSetIsReadMutation()
  const [shown, setShown] = useState<Message | null>(null)
  const [open, setOpen] = useState(false)
  const selection = useRowSelection<Message>()
  useDropPositionsOnNewAnswer(data, selection)
  const { markRead, busy } = useMarkRead()
  // a selected row of this page as it is now (opening it may have marked it read meanwhile)
  const shownRows = new Map([...keys].map(([m, key]) => [key, m]))
  const selected = selection.keys.map((key, i) => ({
    key,
    message: shownRows.get(String(key)) ?? selection.rows[i],
  }))
  const unreadSelected = selected.filter(({ message }) => needsMarking(message))

  const markSelected = async () => {
    const failed = new Set(await markRead(unreadSelected.map(({ message }) => message)))
    // what failed stays selected, to try again
    const again = unreadSelected.filter(({ message }) => failed.has(message))
    selection.change(
      again.map(({ key }) => key),
      again.map(({ message }) => message),
    )
  }

  const openMessage = (message: Message, target: MessageTarget | null) => {
    // a failure is toasted by the request layer; the message opens all the same
    if (needsMarking(message)) void setIsRead(message)
    if (target) return // the row's link navigates
    setShown(message)
    setOpen(true)
  }

  return (
    <Card title={<h1 className="message-centre__title">{title}</h1>}>
      <FilterBar list={list} label="筛选消息">
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="标题或内容" allowClear />
        </Form.Item>
        <Form.Item name="isRead" label="阅读状态">
          <Select options={readOptions} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="type" label="消息类型">
          <Select options={typeOptions} style={{ width: 140 }} />
        </Form.Item>
      </FilterBar>
      <div className="list-toolbar" role="toolbar" aria-label="消息操作">
        <Button
          disabled={unreadSelected.length === 0}
          loading={busy}
          onClick={() => void markSelected()}
        >
          标为已读{unreadSelected.length > 0 && `（${unreadSelected.length}）`}
        </Button>
      </div>
      {!page.totalKnown && (
        <Alert
          className="message-centre__count-unknown"
          type="info"
          showIcon
          title="服务器没有返回消息总数：可逐页向后翻看，显示的条数只计到下一页。"
        />
      )}
      <SectionBoundary name="消息列表">
        {isLoading ? (
          // the first load: the list's shape, not an empty table under a spinner
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        ) : (
          <MessageList
            list={list}
            rows={page.rows}
            rowKey={rowKey}
            total={page.total}
            loading={isFetching}
            error={error}
            onRetry={() => void refetch()}
            selection={selection}
            onOpen={openMessage}
          />
        )}
      </SectionBoundary>
      <LazyMessageDialog message={shown} open={open} onClose={() => setOpen(false)} />
    </Card>
  )
}

export { MessageCentrePage as Component }
