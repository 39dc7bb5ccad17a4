import { Card, Form, Input, Select, Skeleton } from 'antd'
import { useState } from 'react'
import { useGetMessagePageQuery, useSetIsReadMutation, type Message } from '../../api/sys-message'
import { FilterBar } from '../../components/list/filter-bar'
import { pageFromModels } from '../../components/list/paging'
import { useListState } from '../../components/list/use-list-state'
import { SectionBoundary } from '../../components/section-boundary'
import { LazyMessageDialog } from './lazy-message-dialog'
import type { MessageTarget } from './message-link'
import { MessageList } from './message-list'
import { messageListBody, messageListSpec, templateTypeName, templateTypes } from './message-query'
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
 * /ydmessage/index (消息中心): the user's messages, filtered by keyword, read state and type.
 * Opening one marks it read (the navbar's unread count follows at once) and follows its link
 * inside the app; a message without a usable link opens in a dialog.
 */
export function Component() {
  const list = useListState(messageListSpec)
  const { data, error, isLoading, isFetching, refetch } = useGetMessagePageQuery(
    messageListBody(list),
  )
  const page = pageFromModels(data)
  const [setIsRead] = useSetIsReadMutation()
  const [shown, setShown] = useState<Message | null>(null)
  const [open, setOpen] = useState(false)

  const openMessage = (message: Message, target: MessageTarget | null) => {
    // a failure is toasted by the request layer; the message opens all the same
    if (message.isRead !== 1) void setIsRead(message)
    if (target) return // the row's link navigates
    setShown(message)
    setOpen(true)
  }

  return (
    <Card title={<h1 className="message-centre__title">消息中心</h1>}>
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
      <SectionBoundary name="消息列表">
        {isLoading ? (
          // the first load: the list's shape, not an empty table under a spinner
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        ) : (
          <MessageList
            list={list}
            rows={page.rows}
            total={page.total}
            loading={isFetching}
            error={error ?? page.error}
            onRetry={() => void refetch()}
            onOpen={openMessage}
          />
        )}
      </SectionBoundary>
      <LazyMessageDialog message={shown} open={open} onClose={() => setOpen(false)} />
    </Card>
  )
}
