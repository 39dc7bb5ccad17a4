import { useState } from 'react'
import { Button, Input } from 'antd'
import { NOTE_MAX } from './note-list'

export interface NoteFormProps {
  /** saves a new note at the current play position; resolves false when it failed */
  onAdd: (content: string) => Promise<boolean>
  /** no study record to attach notes to */
  disabled?: boolean
  /** no player (yet): the note will carry no play position */
  noPosition?: boolean
}

/** 记笔记: a note is taken at the current play position; a failed save keeps the text. */
export function NoteForm({ onAdd, disabled = false, noPosition = false }: NoteFormProps) {
  const [text, setText] = useState('')
  const [saving, setSaving] = useState(false)

  const add = async () => {
    setSaving(true)
    const ok = await onAdd(text.trim())
    setSaving(false)
    if (ok) setText('')
  }

  return (
    <div className="note-form">
      <Input.TextArea
        aria-label="笔记内容"
        placeholder={
          noPosition
            ? '记录学习要点（播放器未就绪，笔记不记录播放位置）'
            : '记录学习要点，保存时记下当前播放位置'
        }
        value={text}
        maxLength={NOTE_MAX}
        showCount
        disabled={disabled}
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(e) => setText(e.target.value)}
      />
      <Button
        type="primary"
        className="note-form__save"
        loading={saving}
        disabled={disabled || !text.trim()}
        onClick={() => void add()}
      >
        保存笔记
      </Button>
    </div>
  )
}
