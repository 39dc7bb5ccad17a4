import { Alert, Spin } from 'antd'
import { cropMessages, type Size } from './crop-rules'
import type { CropState } from './crop-state'

/** Step 3: the cropped image while it uploads, then the stored one, or why it failed. */
export function CropResultStep({ state, target }: { state: CropState; target: Size }) {
  const src = state.status === 'success' ? state.result : state.preview
  return (
    <div className="image-crop__result">
      <Spin spinning={state.status === 'uploading'} description={cropMessages.uploading}>
        {src && (
          <img
            src={src}
            alt={state.status === 'success' ? '上传后的图片' : '裁剪后的图片'}
            width={target.width}
            height={target.height}
            className="image-crop__image"
          />
        )}
      </Spin>
      <div role="status" aria-live="polite" className="image-crop__status">
        {state.status === 'uploading' && cropMessages.uploading}
        {state.status === 'success' && (
          <Alert type="success" showIcon title={cropMessages.success} />
        )}
      </div>
      {state.status === 'fail' && (
        <Alert type="error" showIcon title={state.error ?? cropMessages.fail} />
      )}
    </div>
  )
}
