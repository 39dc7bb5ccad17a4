import { Button, Modal, Tag } from 'antd'
import type { Message } from '../../api/sys-message'
import { formatDateTime } from '../../lib/format'
import { templateTypeName } from './message-query'
import { messageTitle } from './message-rows'
import './messages.css'

/** Props of MessageDialog. */
export interface MessageDialogProps {
  message: Message | null
  open: boolean
  onClose: () => void
}

/**
 * One opened message: its title, type, time and whole text (plain text, never HTML). Without a
 * title it is named by its type, without a time it shows none, without a text （无内容）.
 */
export function MessageDialog({ message, open, onClose }: MessageDialogProps) {
  const time = formatDateTime(message?.createTime)
  return (
    <Modal
      open={open}
      title={message ? messageTitle(message) : ''}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {message && (
        <>
          <div className="message-meta">
            <Tag>{templateTypeName(message.TempleteType)}</Tag>
            {time && <time dateTime={message.createTime}>{time}</time>}
          </div>
          <p className="message-body">{message.content || '（无内容）'}</p>
        </>
      )}
    </Modal>
  )
}
