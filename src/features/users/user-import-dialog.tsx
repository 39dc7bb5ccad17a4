import { InboxOutlined } from '@ant-design/icons'
import { Button, Modal, Typography, Upload, theme, type UploadFile, type UploadProps } from 'antd'
import { useState } from 'react'
import type { HttpError } from '../../api/http'
import {
  useCheckuserinfoMutation,
  useGetwwwrootUrlQuery,
  useSaveExportInMutation,
  useUploadUserInfoByFormMutation,
  useUserExportInMutation,
} from '../../api/user-user'
import { toastError, toastSuccess, toastWarning } from '../../lib/feedback'
import { checkImportFiles, templateHref } from './import-files'

/** What the last 数据校验 or 导入 found, shown in the result box. */
type Outcome =
  { kind: 'problems'; list: string[] } | { kind: 'passed' } | { kind: 'refused'; text: string }
type Busy = 'check' | 'import' | null
type Sent<T> = { ok: true; data: T } | { ok: false }

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
  const [files, setFiles] = useState<UploadFile[]>([])
  // the url of the chosen file once uploaded: later clicks reuse it until the file changes
  const [uploaded, setUploaded] = useState<{ uid: string; url: string }>()
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState<Busy>(null)
  const wwwroot = useGetwwwrootUrlQuery(undefined, { skip: !open })
  const [upload] = useUploadUserInfoByFormMutation()
  const [checkUserInfo] = useCheckuserinfoMutation()
  const [userExportIn] = useUserExportInMutation()
  const [saveExportIn] = useSaveExportInMutation()
  const href = templateHref(wwwroot.data?.msg)

  // A refusal has been toasted by the request layer; its text also stays in the result box.
  const send = async <T,>(call: { unwrap: () => Promise<T> }): Promise<Sent<T>> => {
    try {
      return { ok: true, data: await call.unwrap() }
    } catch (error) {
      const failure = error as Partial<HttpError>
      if (!failure.status || !failure.message) throw error
      if (failure.status !== 'CANCELLED') setOutcome({ kind: 'refused', text: failure.message })
      return { ok: false }
    }
  }

  const beforeUpload: UploadProps['beforeUpload'] = (_file, batch) => {
    const check = checkImportFiles([...files, ...batch])
    if (check.ok) return false // kept in the list, sent by 数据校验 or 导入
    toastWarning(check.message)
    return Upload.LIST_IGNORE
  }

  /** The chosen file's url, uploading it first if needed; undefined when the rules or a call say no. */
  const fileUrl = async (): Promise<string | undefined> => {
    const check = checkImportFiles(files)
    if (!check.ok) {
      toastWarning(check.message)
      return undefined
    }
    const file = check.file
    if (uploaded?.uid === file.uid) return uploaded.url
    const sent = await send(upload(file.originFileObj as Blob))
    if (!sent.ok) return undefined
    const url = sent.data.data || sent.data.msg
    if (!url) toastError('文件上传失败')
    else setUploaded({ uid: file.uid, url })
    return url || undefined
  }

  const run = (kind: Exclude<Busy, null>, work: () => Promise<void>) => async () => {
    if (busy) return
    setBusy(kind)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

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
    const urls = [url]
    if (!(await send(userExportIn({ urls }))).ok) return
    if (!(await send(saveExportIn({ urls }))).ok) return
    toastSuccess('导入成功')
    onClose()
  })

  return (
    <Modal
      open={open}
      title="导入用户"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="check"
          loading={busy === 'check'}
          disabled={busy === 'import'}
          onClick={() => void validate()}
        >
          数据校验
        </Button>,
        <Button
          key="import"
          type="primary"
          loading={busy === 'import'}
          disabled={busy === 'check'}
          onClick={() => void importUsers()}
        >
          导入
        </Button>,
      ]}
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        multiple
        maxCount={1}
        disabled={busy !== null}
        fileList={files}
        beforeUpload={beforeUpload}
        onChange={({ fileList }) => {
          setFiles(fileList.slice(-1))
          setUploaded(undefined)
          setOutcome(undefined)
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或将 Excel 文件拖到此处</p>
        <p className="ant-upload-hint">仅支持 xls、xlsx 格式，一次导入一个文件</p>
      </Upload.Dragger>
      <p style={{ marginTop: 12 }}>
        {href ? (
          <a href={href} download>
            下载员工导入模板
          </a>
        ) : (
          // the link appears once the wwwroot url has come
          <Typography.Text type="secondary">下载员工导入模板</Typography.Text>
        )}
      </p>
      <ImportOutcome outcome={outcome} />
    </Modal>
  )
}

/** The result box: the file's problems one per line, 校验成功,无错误, or the server's refusal. */
function ImportOutcome({ outcome }: { outcome?: Outcome }) {
  const { token } = theme.useToken()
  const failed = outcome && outcome.kind !== 'passed'
  return (
    <div
      role="status"
      aria-label="校验结果"
      style={
        outcome && {
          marginTop: 12,
          padding: '8px 12px',
          maxHeight: 240,
          overflowY: 'auto',
          borderRadius: token.borderRadius,
          border: `1px solid ${failed ? token.colorErrorBorder : token.colorSuccessBorder}`,
          background: failed ? token.colorErrorBg : token.colorSuccessBg,
        }
      }
    >
      {outcome?.kind === 'passed' && (
        <Typography.Text type="success">校验成功,无错误</Typography.Text>
      )}
      {outcome?.kind === 'refused' && (
        <Typography.Text type="danger">{outcome.text}</Typography.Text>
      )}
      {outcome?.kind === 'problems' && (
        <ul style={{ margin: 0, paddingInlineStart: 20, color: token.colorError }}>
          {outcome.list.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
