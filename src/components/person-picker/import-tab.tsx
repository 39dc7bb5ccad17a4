import { Flex } from 'antd'
import { useReadUserImportMutation } from '../../api/user-user'
import { toastSuccess } from '../../lib/feedback'
import { ExcelDropZone, ImportButtons, TemplateLink } from '../excel-import/excel-import-parts'
import { ImportOutcomeBox } from '../excel-import/import-outcome'
import { useExcelImport } from '../excel-import/use-excel-import'
import type { Picked } from './selection'

export interface ImportTabProps {
  /** the users an import found, added to the selection */
  onImport: (users: Picked[]) => void
}

/** The answer carried no list of users: nothing is added, and the user is told why. */
export const IMPORT_UNREAD = '未能读取导入的人员，未加入任何人员'

/** What an import added, and how many rows it passed over for want of a user id. */
function addedText(count: number, skipped: number): string {
  return `已加入 ${count} 名人员${skipped > 0 ? `，${skipped} 行没有用户编号未加入` : ''}`
}

/**
 * 导入学员: one xls/xlsx file; 数据校验 lists its problems (or 校验成功,无错误); 导入 reads its users
 * (UserExportIn) and adds them to the selection. Nothing is saved on the server.
 */
export function ImportTab({ onImport }: ImportTabProps) {
  const excel = useExcelImport()
  const { busy, setOutcome, fileUrl, send, run } = excel
  const [readImport] = useReadUserImportMutation()

  const importUsers = run('import', async () => {
    const url = await fileUrl()
    if (!url) return
    const sent = await send(readImport({ urls: [url] }))
    if (!sent.ok) return
    const rows = sent.data
    if (!rows) {
      setOutcome({ kind: 'refused', text: IMPORT_UNREAD })
      return
    }
    const users = rows.flatMap((row) =>
      row.userId ? [{ id: row.userId, name: row.chnName ?? '' }] : [],
    )
    onImport(users)
    setOutcome({ kind: 'done', text: addedText(users.length, rows.length - users.length) })
    if (users.length) toastSuccess('导入成功')
  })

  return (
    <Flex vertical gap={12}>
      <ExcelDropZone {...excel} />
      <Flex wrap gap={8} align="center" justify="space-between">
        <TemplateLink href={excel.href} label="下载学员导入模板" />
        <Flex gap={8}>
          <ImportButtons
            busy={busy}
            onCheck={() => void excel.validate()}
            onImport={() => void importUsers()}
          />
        </Flex>
      </Flex>
      <ImportOutcomeBox outcome={excel.outcome} style={{ maxHeight: 200 }} />
    </Flex>
  )
}
