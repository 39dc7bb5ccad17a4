import { Button, Modal } from 'antd'
import { useState } from 'react'
import { useReadUserImportMutation, useSaveUserImportMutation } from '../../api/user-user'
import {
  ExcelDropZone,
  ImportButtons,
  TemplateLink,
} from '../../components/excel-import/excel-import-parts'
import { ImportOutcomeBox } from '../../components/excel-import/import-outcome'
import { useExcelImport } from '../../components/excel-import/use-excel-import'
import { toastSuccess } from '../../lib/feedback'

export interface UserImportDialogProps {
  open: boolean
  onClose: () => void
}

/** 导入用户: one Excel file, 数据校验 lists its problems, 导入 saves its users. Each opening starts clean. */
export function UserImportDialog({ open, onClose }: UserImportDialogProps) {
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpening(opening + 1)
  }
  return <ImportModal key={opening} open={open} onClose={onClose} />
}

function ImportModal({ open, onClose }: UserImportDialogProps) {
  const excel = useExcelImport({ active: open })
  const { busy, fileUrl, send, run } = excel
  const [readImport] = useReadUserImportMutation()
  const [saveImport] = useSaveUserImportMutation()

  const importUsers = run('import', async () => {
    const url = await fileUrl()
    if (!url) return
    const urls = [url]
    if (!(await send(readImport({ urls }))).ok) return
    if (!(await send(saveImport({ urls }))).ok) return
    toastSuccess('导入成功')
    onClose()
  })

  return (
    <Modal
      open={open}
      title="导入用户"
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <ImportButtons
            busy={busy}
            onCheck={() => void excel.validate()}
            onImport={() => void importUsers()}
          />
        </>
      }
    >
      <ExcelDropZone {...excel} />
      <p style={{ marginTop: 12 }}>
        <TemplateLink href={excel.href} label="下载员工导入模板" />
      </p>
      <ImportOutcomeBox outcome={excel.outcome} style={{ marginTop: 12 }} />
    </Modal>
  )
}
