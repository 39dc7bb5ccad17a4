import { useState } from 'react'
import Cropper from 'react-easy-crop'
import { Slider } from 'antd'
import { cspNonce } from '../../lib/csp-nonce'
import { maxZoomFor, type Area, type Size } from './crop-rules'
import type { CropSource } from './crop-state'

/** Step 2: the chosen image under a crop frame of the target's aspect; drag, zoom, arrow keys. */
export function CropEditStep({
  source,
  target,
  onArea,
}: {
  source: CropSource
  target: Size
  /** the crop in source pixels, after each move */
  onArea: (area: Area) => void
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const maxZoom = maxZoomFor(source.size, target)
  return (
    <div>
      <div className="image-crop__stage">
        <Cropper
          image={source.url}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={maxZoom}
          aspect={target.width / target.height}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onArea(pixels)}
          nonce={cspNonce}
          mediaProps={{ alt: '待裁剪的图片' }}
          // a named group: an aria-label on a plain div is not announced (nor allowed)
          cropperProps={{ role: 'group', 'aria-label': '裁剪框：拖动或用方向键移动' }}
        />
      </div>
      <div className="image-crop__zoom">
        <span id="image-crop-zoom">缩放</span>
        <Slider
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          disabled={maxZoom <= 1}
          onChange={setZoom}
          aria-labelledby="image-crop-zoom"
          // the handle is the control a screen reader lands on: it carries the name
          ariaLabelForHandle="缩放"
          ariaValueTextFormatterForHandle={(value) => `${Math.round((value ?? 1) * 100)}%`}
          tooltip={{ formatter: (value) => `${Math.round((value ?? 1) * 100)}%` }}
        />
      </div>
      <p className="image-crop__note">
        输出 {target.width}×{target.height} 像素
      </p>
    </div>
  )
}
