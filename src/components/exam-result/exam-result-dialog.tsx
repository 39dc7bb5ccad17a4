import { Button, Modal } from 'antd'
import { useRef, useState } from 'react'
import { ExamResultActions } from './exam-result-actions'
import { ExamResultView } from './exam-result-view'

export interface ExamResultDialogProps {
  /** the paper shown; the dialog is open while it is set */
  userpaperId?: number | string
  /** 1: opened in a tab of its own after handing in; closing the dialog closes the tab */
  type?: 1
  onClose(): void
}

/**
 * The exam result dialog (after handing in a paper): exam info, the paper and the question
 * results, with 导出 PDF and 打印. Closing it in type 1 also closes the tab.
 */
export function ExamResultDialog({ userpaperId, type, onClose }: ExamResultDialogProps) {
  const content = useRef<HTMLElement>(null)
  const open = userpaperId !== undefined && userpaperId !== ''
  // the paper stays in the dialog while it plays its closing animation
  const [shown, setShown] = useState(open ? userpaperId : undefined)
  if (open && userpaperId !== shown) setShown(userpaperId)
  const close = () => {
    onClose()
    if (type === 1) window.close()
  }
  return (
    <Modal
      open={open}
      title="考试结果"
      width={900}
      rootClassName="exam-result-modal"
      destroyOnHidden
      onCancel={close}
      footer={
        shown !== undefined && (
          <div className="exam-result-dialog__footer">
            <ExamResultActions userpaperId={shown} target={content} />
            <Button onClick={close}>关闭</Button>
          </div>
        )
      }
    >
      {shown !== undefined && <ExamResultView ref={content} userpaperId={shown} />}
    </Modal>
  )
}
