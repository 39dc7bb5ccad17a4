import { InboxOutlined } from '@ant-design/icons'
import { Button, Flex, Typography, Upload } from 'antd'
import {
  useCheckuserinfoMutation,
  useGetwwwrootUrlQuery,
  useUserExportInMutation,
} from '../../api/user-user'
import { toastSuccess } from '../../lib/feedback'
import { ImportOutcomeBox } from './import-outcome'
import { templateHref } from './import-rules'
import type { Picked } from './selection'
import { useImportFile } from './use-import-file'

export interface ImportTabProps {
  /** the users an import found, added to the selection */
  onImport: (users: Picked[]) => void
}

/**
 * 导入学员: one xls/xlsx file; 数据校验 lists its problems (or 校验成功,无错误); 导入 reads its users
 * (UserExportIn) and adds them to the selection. Nothing is saved on the server.
 */
export function ImportTab({ onImport }: ImportTabProps) {
  const { files, busy, outcome, setOutcome, beforeUpload, onChange, fileUrl, send, run } =
    useImportFile()
  const wwwroot = useGetwwwrootUrlQuery()
  const [checkUserInfo] = useCheckuserinfoMutation()
  const [userExportIn] = useUserExportInMutation()
  const href = templateHref(typeof wwwroot.data?.msg === 'string' ? wwwroot.data.msg : undefined)

  const validate = run('check', async () => {
    const url = await fileUrl()
    if (!url) return
    const sent = await send(checkUserInfo({ urls: [url] }))
    if (!sent.ok) return
    // data: the file's problems as text, none (an empty list or null) when it passed
    const problems = Array.isArray(sent.data.data) ? sent.data.data.map(String) : []
    setOutcome(problems.length ? { kind: 'problems', list: problems } : { kind: 'passed' })
  })

  const importUsers = run('import', async () => {
    const url = await fileUrl()
    if (!url) return
    const sent = await send(userExportIn({ urls: [url] }))
    if (!sent.ok) return
    const rows = Array.isArray(sent.data.data) ? sent.data.data : []
    const users = rows
      .filter((row) => row.userId !== undefined && row.userId !== null && row.userId !== '')
      .map((row) => ({ id: String(row.userId), name: row.chnName ?? '' }))
    onImport(users)
    setOutcome({ kind: 'added', count: users.length, skipped: rows.length - users.length })
    if (users.length) toastSuccess('导入成功')
  })

  return (
    <Flex vertical gap={12}>
      <Upload.Dragger
        accept=".xls,.xlsx"
        multiple
        maxCount={1}
        disabled={busy !== null}
        fileList={files}
        beforeUpload={beforeUpload}
        onChange={onChange}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或将 Excel 文件拖到此处</p>
        <p className="ant-upload-hint">仅支持 xls、xlsx 格式，一次导入一个文件</p>
      </Upload.Dragger>
      <Flex wrap gap={8} align="center" justify="space-between">
        {href ? (
          <a href={href} download>
            下载学员导入模板
          </a>
        ) : (
          // the link appears once the wwwroot url has come
          <Typography.Text type="secondary">下载学员导入模板</Typography.Text>
        )}
        <Flex gap={8}>
          <Button
            loading={busy === 'check'}
            disabled={busy === 'import'}
            onClick={() => void validate()}
          >
            数据校验
          </Button>
          <Button
            type="primary"
            loading={busy === 'import'}
            disabled={busy === 'check'}
            onClick={() => void importUsers()}
          >
            导入
          </Button>
        </Flex>
      </Flex>
      <ImportOutcomeBox outcome={outcome} />
    </Flex>
  )
}
