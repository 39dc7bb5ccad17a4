import { useState } from 'react'
import { Button } from 'antd'
import { PictureOutlined } from '@ant-design/icons'
import { DEFAULT_CROP_TARGET, type Size } from './crop-rules'
import { LazyImageCropDialog } from './lazy-image-crop-dialog'
import './image-crop.css'

/** Props of ImageCropField (an antd Form control: value and onChange). */
export interface ImageCropFieldProps {
  id?: string
  /** the image's url */
  value?: string
  onChange?: (url: string) => void
  target?: Size
  /** what the image is, for its alt text and the dialog title (封面) */
  label?: string
  disabled?: boolean
}

/**
 * An image chosen through the crop flow: the current one and a button that opens the (lazy) crop
 * dialog. Only a successful upload changes the value; a failed one leaves the previous image.
 */
export function ImageCropField({
  id,
  value,
  onChange,
  target = DEFAULT_CROP_TARGET,
  label = '图片',
  disabled,
}: ImageCropFieldProps) {
  const [open, setOpen] = useState(false)
  const shown = { width: Math.min(target.width, 160) }
  const height = (shown.width * target.height) / target.width
  return (
    <div className="image-crop-field">
      <div className="image-crop-field__frame" style={{ width: shown.width, height }}>
        {value ? (
          <img src={value} alt={`当前${label}`} className="image-crop-field__image" />
        ) : (
          <span className="image-crop-field__empty">暂无{label}</span>
        )}
      </div>
      <Button
        id={id}
        icon={<PictureOutlined />}
        disabled={disabled}
        onPointerEnter={LazyImageCropDialog.preload}
        onFocus={LazyImageCropDialog.preload}
        onClick={() => setOpen(true)}
      >
        {value ? `更换${label}` : `上传${label}`}
      </Button>
      <LazyImageCropDialog
        open={open}
        title={`上传${label}`}
        target={target}
        onClose={() => setOpen(false)}
        onUploaded={(url) => onChange?.(url)}
      />
    </div>
  )
}
