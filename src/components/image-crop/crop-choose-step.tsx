import { Alert, Spin, Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { CROP_ACCEPT, cropMessages, type Size } from './crop-rules'

/** Step 1: click or drop one image; a refused one shows why. */
export function CropChooseStep({
  target,
  maxKB,
  checking,
  error,
  onFile,
}: {
  target: Size
  maxKB: number
  checking: boolean
  error?: string
  onFile: (file: File) => void
}) {
  return (
    <Spin spinning={checking} description="正在读取图片……">
      <Upload.Dragger
        accept={CROP_ACCEPT}
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          onFile(file)
          return Upload.LIST_IGNORE
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{cropMessages.hint}</p>
        <p className="ant-upload-hint">
          JPG 或 PNG，不超过 {maxKB}KB，至少 {target.width}×{target.height} 像素
        </p>
      </Upload.Dragger>
      {error && <Alert className="image-crop__error" type="error" showIcon title={error} />}
    </Spin>
  )
}
