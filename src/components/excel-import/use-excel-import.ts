import { useState } from 'react'
import { Upload, type UploadFile, type UploadProps } from 'antd'
import type { HttpError } from '../../api/http'
import {
  useCheckUserImportMutation,
  useGetWebRootUrlQuery,
  useUploadUserInfoByFormMutation,
} from '../../api/user-user'
import { toastError, toastWarning } from '../../lib/feedback'
import { checkImportFiles, templateHref } from './import-files'
import type { ImportOutcome } from './import-outcome'

export type Sent<T> = { ok: true; data: T } | { ok: false }
export type ImportBusy = 'check' | 'import' | null

export interface ExcelImportOptions {
  /** false while the import is out of sight: the template url is not asked for */
  active?: boolean
}

/**
 * The chosen Excel file of a user import and what the calls about it found: the file rules on
 * choice, the upload (once per file), 数据校验 (checkuserinfo), the template link and the outcome
 * the result box shows. What 导入 does is the caller's: `run('import', ...)` with `fileUrl` and `send`.
 */
export function useExcelImport({ active = true }: ExcelImportOptions = {}) {
  const [files, setFiles] = useState<UploadFile[]>([])
  // the url of the chosen file once uploaded: later clicks reuse it until the file changes
  const [uploaded, setUploaded] = useState<{ uid: string; url: string }>()
  const [outcome, setOutcome] = useState<ImportOutcome>()
  const [busy, setBusy] = useState<ImportBusy>(null)
  const wwwroot = useGetWebRootUrlQuery(undefined, { skip: !active })
  const [upload] = useUploadUserInfoByFormMutation()
  const [checkUserInfo] = useCheckUserImportMutation()
  const href = templateHref(wwwroot.data)

  // A refusal has been toasted by the request layer; its text also stays in the result box.
  const send = async <T>(call: { unwrap: () => Promise<T> }): Promise<Sent<T>> => {
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

  const onChange: UploadProps['onChange'] = ({ fileList }) => {
    setFiles(fileList.slice(-1))
    setUploaded(undefined)
    setOutcome(undefined)
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
    const url = sent.data
    if (!url) toastError('文件上传失败')
    else setUploaded({ uid: file.uid, url })
    return url || undefined
  }

  /** Runs one click's work, ignoring clicks while another is under way. */
  const run = (kind: Exclude<ImportBusy, null>, work: () => Promise<void>) => async () => {
    if (busy) return
    setBusy(kind)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

  /** 数据校验: the file's problems one per line, or 校验成功,无错误. */
  const validate = run('check', async () => {
    const url = await fileUrl()
    if (!url) return
    const sent = await send(checkUserInfo({ urls: [url] }))
    if (!sent.ok) return
    // data: the file's problems as text, none (an empty list or null) when it passed
    const problems = Array.isArray(sent.data) ? sent.data.map(String) : []
    setOutcome(problems.length ? { kind: 'problems', list: problems } : { kind: 'passed' })
  })

  return {
    files,
    busy,
    outcome,
    setOutcome,
    href,
    beforeUpload,
    onChange,
    fileUrl,
    send,
    run,
    validate,
  }
}

export type ExcelImport = ReturnType<typeof useExcelImport>
