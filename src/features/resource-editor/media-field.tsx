import { useState } from 'react'
import { Button, Progress, Space, Tag, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { uploadFile } from '../../api/common-attach'
import { qualityLabel } from '../../components/course-play/play-sources'
import { toastError } from '../../lib/feedback'
import { checkMediaFile, extensionOf, type MediaValue } from './resource-form-model'

const MEDIA_ACCEPT = 'video/*,audio/*,.mp4,.mp3'

/** Props of MediaField (an antd Form control). */
export interface MediaFieldProps {
  id?: string
  value?: MediaValue
  onChange?: (value: MediaValue) => void
  /** true while a file uploads (the page holds its save meanwhile) */
  onBusyChange?: (busy: boolean) => void
}

type Sending = { name: string; percent: number; failed: boolean }

/**
 * The course's video or audio: its qualities as the play list gives them (FD 流畅, LD 标清,
 * SD 高清, OD 原画) and an upload with a progress bar. A new file becomes the play list's one
 * entry, OD 原画; a failed upload leaves the play list as it was.
 */
export function MediaField({ id, value, onChange, onBusyChange }: MediaFieldProps) {
  const [upload, setUpload] = useState<Sending | null>(null)
  const playList = value?.playList ?? []
  const busy = !!upload && !upload.failed

  const send = async (file: File) => {
    const problem = checkMediaFile(file)
    if (problem) return toastError(problem)
    setUpload({ name: file.name, percent: 0, failed: false })
    onBusyChange?.(true)
    try {
      const url = await uploadFile(file, {
        onProgress: (percent) => setUpload((u) => u && { ...u, percent }),
      })
      onChange?.({ playList: [{ item1: 'OD', item2: url }], attExt: extensionOf(file.name) })
      setUpload(null)
    } catch {
      // the request layer has shown why
      setUpload((u) => u && { ...u, failed: true })
    } finally {
      onBusyChange?.(false)
    }
  }

  return (
    <div className="media-field">
      {playList.length > 0 ? (
        <Space size={[4, 4]} wrap aria-label="清晰度">
          {playList.map((item) => (
            <Tag key={`${item.item1}:${item.item2}`} color="blue">
              <a href={item.item2} target="_blank" rel="noreferrer">
                {qualityLabel(item.item1)}
              </a>
            </Tag>
          ))}
        </Space>
      ) : (
        <span className="media-field__empty">暂无视频或音频</span>
      )}
      <Upload
        accept={MEDIA_ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void send(file)
          return Upload.LIST_IGNORE
        }}
      >
        <Button id={id} icon={<UploadOutlined />} disabled={busy}>
          {playList.length ? '更换视频/音频' : '上传视频/音频'}
        </Button>
      </Upload>
      {upload && (
        <div className="media-field__progress">
          <div>
            {upload.failed
              ? `${upload.name} 上传失败，原来的视频/音频保持不变`
              : `正在上传 ${upload.name}`}
          </div>
          <Progress
            percent={upload.percent}
            status={upload.failed ? 'exception' : 'active'}
            aria-label={`${upload.name} 上传进度`}
          />
        </div>
      )}
    </div>
  )
}
