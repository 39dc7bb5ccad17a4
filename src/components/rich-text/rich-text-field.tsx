import { lazy, Suspense } from 'react'
import { Skeleton } from 'antd'

/** Props of RichTextField (an antd Form control: value and onChange, HTML). */
export interface RichTextFieldProps {
  id?: string
  value?: string
  onChange?: (html: string) => void
  /** the editing area's accessible name */
  label?: string
  placeholder?: string
  readOnly?: boolean
  /** uploads an image and resolves to its url (default Common_Attach/UploadFileByForm, 180 s) */
  upload?: (file: File) => Promise<string>
}

// Quill, its CSS and react-quill-new load only when a rich-text field is first shown.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
)

/**
 * A rich-text field (react-quill-new), loaded lazily. The HTML it gives is the author's own; any
 * page that shows it elsewhere must go through SafeHtml.
 */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true" aria-label="编辑器加载中">
          <Skeleton active paragraph={{ rows: 6 }} title={false} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  )
}
