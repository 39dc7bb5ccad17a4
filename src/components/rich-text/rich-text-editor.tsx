import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert } from 'antd'
import ReactQuill from 'react-quill-new'
import 'react-quill-new/dist/quill.snow.css'
import { toastWarning } from '../../lib/feedback'
import { cleanEditorHtml, labelToolbar, RICH_TOOLBAR, type EditorValue } from './rich-text-html'
import { lostByEditor } from './rich-text-loss'
import './rich-formats'
import { insertImageFiles, type ImageTarget } from './rich-image-insert'
import { RICH_IMAGE_TYPES } from './rich-image-rules'
import type { RichTextFieldProps } from './rich-text-field'
import './rich-text.css'

type Range = { index: number; length: number }
type Delta = { ops: { insert?: unknown }[] }

// A pasted image inside HTML would arrive as a data: URL, past the size rule and the upload.
const isInlineImage = (op: { insert?: unknown }) => {
  const image = (op.insert as { image?: unknown } | undefined)?.image
  return typeof image === 'string' && image.startsWith('data:')
}

/**
 * The Quill editor (react-quill-new, snow theme): loaded only through RichTextField's dynamic
 * import. The value is HTML; the toolbar's image button, paste and drop upload one image
 * (10485760 bytes at most, 180000 ms timeout) and insert its url at the cursor.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  label = '正文',
  placeholder,
  readOnly,
  upload,
}: RichTextFieldProps) {
  const quill = useRef<ReactQuill>(null)
  const chooser = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  // the editor's own HTML for the value it last gave out: handing it back keeps the cursor
  const [emitted, setEmitted] = useState<EditorValue | null>(null)
  const shown = emitted && emitted.clean === (value ?? '') ? emitted.raw : (value ?? '')
  // what the editor could not keep of the last body it was given (a loaded one, not its own edit)
  const [lost, setLost] = useState<string[]>([])
  useEffect(() => {
    if (readOnly || value === emitted?.clean) return
    const editor = quill.current?.getEditor()
    if (!editor) return
    setLost(value ? lostByEditor(value, cleanEditorHtml(editor.getSemanticHTML()).clean) : [])
  }, [value, emitted, readOnly])

  const insert = useRef<(files: ArrayLike<File>, range?: Range) => void>(() => {})
  useEffect(() => {
    insert.current = (files, range) => {
      const editor = quill.current?.getEditor()
      if (!editor) return
      void insertImageFiles(
        files,
        editor as unknown as ImageTarget,
        { upload, notify: toastWarning, onBusy: setBusy },
        range,
      )
    }
  }, [upload])

  // true while a paste is being converted (the clipboard matchers also run on a loaded value)
  const pasting = useRef(false)
  // built once: new modules would make react-quill build a new editor
  const modules = useMemo(
    () => ({
      toolbar: { container: RICH_TOOLBAR, handlers: { image: () => chooser.current?.click() } },
      uploader: {
        mimetypes: RICH_IMAGE_TYPES,
        handler: (range: Range, files: File[]) => insert.current(files, range),
      },
      clipboard: {
        matchers: [
          [
            'IMG',
            (_node: Node, delta: Delta) => {
              // a saved body (shown again for editing) keeps its images: only a paste is checked
              if (!pasting.current || !delta.ops.some(isInlineImage)) return delta
              toastWarning('粘贴内容中的图片未插入，请用工具栏的图片按钮上传')
              delta.ops = delta.ops.filter((op) => !isInlineImage(op))
              return delta
            },
          ],
        ],
      },
    }),
    [],
  )

  useEffect(() => {
    const editor = quill.current?.getEditor()
    if (!editor) return
    const paste = () => {
      pasting.current = true
      setTimeout(() => (pasting.current = false))
    }
    editor.root.addEventListener('paste', paste, true)
    editor.root.setAttribute('aria-label', label)
    editor.root.setAttribute('role', 'textbox')
    editor.root.setAttribute('aria-multiline', 'true')
    labelToolbar(editor.getModule('toolbar') as { container?: HTMLElement } | undefined)
    return () => editor.root.removeEventListener('paste', paste, true)
  }, [label])

  return (
    <div className="rich-text" aria-busy={busy}>
      {lost.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="rich-text__lost"
          title={`正文中的${lost.join('、')}无法在编辑器中保留`}
          description="不修改正文时，保存会原样保留；修改正文后保存，这些内容将丢失。"
        />
      )}
      <ReactQuill
        id={id}
        ref={quill}
        theme="snow"
        value={shown}
        readOnly={readOnly}
        placeholder={placeholder}
        modules={modules}
        useSemanticHTML
        onChange={(raw, _delta, source) => {
          if (source !== 'user') return
          const next = cleanEditorHtml(raw)
          setEmitted(next)
          onChange?.(next.clean)
        }}
      />
      <input
        ref={chooser}
        type="file"
        hidden
        // antd's form rule `input[type=file] { display: block }` outweighs the hidden attribute
        style={{ display: 'none' }}
        multiple
        accept={RICH_IMAGE_TYPES.join(',')}
        aria-label="选择要插入的图片"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          insert.current(files)
        }}
      />
      <div role="status" aria-live="polite" className="rich-text__status">
        {busy ? '图片上传中……' : ''}
      </div>
    </div>
  )
}
