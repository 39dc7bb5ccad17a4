import { Button, Modal, Tag } from 'antd'
import type { Message } from '../../api/sys-message'
import { formatDateTime } from '../../lib/format'
import { templateTypeName } from './message-query'
import './messages.css'

/** Props of MessageDialog. */
export interface MessageDialogProps {
  message: Message | null
  open: boolean
  onClose: () => void
}

/** One opened message: its title, type, time and whole text (plain text, never HTML). */
export function MessageDialog({ message, open, onClose }: MessageDialogProps) {
  const time = formatDateTime(message?.createTime)
  return (
    <Modal
      open={open}
      title={message?.title || '（无标题）'}
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
