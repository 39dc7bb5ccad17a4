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
  /** moves the player to a note's position; without it (no player yet) the time is plain text */
  onSeek?: (seconds: number) => void
  /** saves an edited text; resolves false when it failed (the editor stays open with the text) */
  onSave: (note: Note, content: string) => Promise<boolean>
  /** deletes a note (after its own confirmation) */
  onDelete: (note: Note) => unknown
}

/** A learner's notes, each with the play position it was taken at; edited in place. */
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
      {notes.map((note) => {
        const at = formatPosition(note.time)
        const open = editing?.id === note.id
        return (
          <li key={note.id} className="note-list__item">
            <div className="note-list__head">
              {onSeek ? (
                <Button
                  type="link"
                  size="small"
                  className="note-list__time"
                  icon={<PlayCircleOutlined aria-hidden />}
                  aria-label={`跳转到 ${at}`}
                  onClick={() => onSeek(note.time ?? 0)}
                >
                  {at}
                </Button>
              ) : (
                <span className="note-list__time">{at}</span>
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
              <p className="note-list__content">{note.content}</p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
