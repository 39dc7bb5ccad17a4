import { InboxOutlined } from '@ant-design/icons'
import { Button, Typography, Upload } from 'antd'
import type { ExcelImport } from './use-excel-import'

type State = Pick<ExcelImport, 'files' | 'busy' | 'beforeUpload' | 'onChange'>

/** The drop area for the one xls/xlsx file; the choice is checked by the file rules. */
export function ExcelDropZone({ files, busy, beforeUpload, onChange }: State) {
  return (
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
  )
}

/** The template download, a plain text until the wwwroot url has come. */
export function TemplateLink({ href, label }: { href?: string; label: string }) {
  return href ? (
    <a href={href} download>
      {label}
    </a>
  ) : (
    <Typography.Text type="secondary">{label}</Typography.Text>
  )
}

export interface ImportButtonsProps {
  busy: ExcelImport['busy']
  onCheck: () => void
  onImport: () => void
}

/** 数据校验 and 导入: each shows its own progress and is off while the other runs. */
export function ImportButtons({ busy, onCheck, onImport }: ImportButtonsProps) {
  return (
    <>
      <Button loading={busy === 'check'} disabled={busy === 'import'} onClick={onCheck}>
        数据校验
      </Button>
      <Button
        type="primary"
        loading={busy === 'import'}
        disabled={busy === 'check'}
        onClick={onImport}
      >
        导入
      </Button>
    </>
  )
}
