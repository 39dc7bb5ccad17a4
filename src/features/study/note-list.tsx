import { useState } from 'react'
import { Button, Input } from 'antd'
import { PlayCircleOutlined } from '@ant-design/icons'
import type { Id } from '../../api/types'
import type { Note } from '../../api/train-res'
import { formatPosition } from './note-time'

/** The longest note the backend accepts. */
export const NOTE_MAX = 500

export interface NoteListProps {
  /** in the order shown */
  notes: Note[]
  /**
   * moves the player to a note's position; without it (no player yet) the time is plain text, and
   * a note whose position is unknown offers no jump
   */
  onSeek?: (seconds: number) => void
  /** saves an edited text; resolves false when it failed (the editor stays open with the text) */
  onSave: (note: Note, content: string) => Promise<boolean>
  /** deletes a note (after its own confirmation) */
  onDelete: (note: Note) => unknown
}

/**
 * A learner's notes, each with the play position it was taken at; edited in place. A note whose
 * position or text the answer did not give says so (时间未知, 未读取到笔记内容): no jump to a
 * made-up 00:00, and an edit starts empty and replaces the text the server holds.
 */
export function NoteList({ notes, onSeek, onSave, onDelete }: NoteListProps) {
  const [editing, setEditing] = useState<{ id: Id; text: string } | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async (note: Note) => {
    if (!editing) return
    setSaving(true)
    const ok = await onSave(note, editing.text.trim())
    setSaving(false)
    if (ok) setEditing(null)
  }

  return (
    <ul className="note-list" aria-label="笔记列表">
      {notes.map((note, i) => {
        const position = formatPosition(note.time)
        // the note's name in its buttons' labels: its position, else its place in the list
        const at = position ?? `第${i + 1}条`
        const open = editing?.id === note.id
        const unread = note.content === undefined
        return (
          <li key={note.id} className="note-list__item">
            <div className="note-list__head">
              {onSeek && position !== undefined && note.time !== undefined ? (
                <Button
                  type="link"
                  size="small"
                  className="note-list__time"
                  icon={<PlayCircleOutlined aria-hidden />}
                  aria-label={`跳转到 ${position}`}
                  onClick={() => onSeek(note.time as number)}
                >
                  {position}
                </Button>
              ) : (
                <span className="note-list__time">{position ?? '时间未知'}</span>
              )}
              {!open && (
                <span className="note-list__actions">
                  <Button
                    type="link"
                    size="small"
                    aria-label={`编辑 ${at} 的笔记`}
                    onClick={() => setEditing({ id: note.id, text: note.content ?? '' })}
                  >
                    编辑
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    aria-label={`删除 ${at} 的笔记`}
                    onClick={() => void onDelete(note)}
                  >
                    删除
                  </Button>
                </span>
              )}
            </div>
            {open ? (
              <div className="note-list__editor">
                <Input.TextArea
                  aria-label={`修改 ${at} 的笔记`}
                  placeholder={
                    unread ? '未读取到原笔记内容，保存将替换服务器上的原内容' : undefined
                  }
                  value={editing.text}
                  maxLength={NOTE_MAX}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 8 }}
                  onChange={(e) => setEditing({ id: note.id, text: e.target.value })}
                />
                <div className="note-list__editor-actions">
                  <Button size="small" onClick={() => setEditing(null)}>
                    取消
                  </Button>
                  <Button
                    size="small"
                    type="primary"
                    loading={saving}
                    disabled={!editing.text.trim()}
                    onClick={() => void save(note)}
                  >
                    保存
                  </Button>
                </div>
              </div>
            ) : (
              <p className={`note-list__content${unread ? ' note-list__content--unread' : ''}`}>
                {unread ? '未读取到笔记内容' : note.content}
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
