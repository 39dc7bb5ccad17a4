import { useEffect, useReducer, useRef, useState } from 'react'
import { Button, Modal, Steps } from 'antd'
import { toastError } from '../../lib/feedback'
import { cropToBlob } from './crop-canvas'
import { CropChooseStep } from './crop-choose-step'
import { CropEditStep } from './crop-edit-step'
import { CropResultStep } from './crop-result-step'
import {
  centeredArea,
  checkCropSource,
  CROP_MAX_KB,
  DEFAULT_CROP_TARGET,
  outputName,
  outputType,
  type Area,
  type Size,
} from './crop-rules'
import { cropReducer, initialCropState } from './crop-state'
import { cropFailureText, uploadCropped } from './crop-upload'
import './image-crop.css'

/** Props of ImageCropDialog. */
export interface ImageCropDialogProps {
  open: boolean
  onClose: () => void
  /** the stored image's url, after a successful upload (a failure calls nothing) */
  onUploaded: (url: string) => void
  /** output size in pixels; also the smallest source accepted (default 200x200) */
  target?: Size
  maxKB?: number
  title?: string
}

// Releases an object URL when it is replaced or the dialog goes.
function useObjectUrl(url: string | undefined) {
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])
}

/**
 * The image crop flow (behaviour B4.14, B5.10): 1 choose an image, 2 crop it at the target's
 * aspect, 3 upload it drawn at the target size and show the result. Loaded lazily (react-easy-crop
 * is only here).
 */
export function ImageCropDialog({
  open,
  onClose,
  onUploaded,
  target = DEFAULT_CROP_TARGET,
  maxKB = CROP_MAX_KB,
  title = '上传图片',
}: ImageCropDialogProps) {
  const [state, dispatch] = useReducer(cropReducer, initialCropState)
  const [checking, setChecking] = useState(false)
  const area = useRef<Area | null>(null)
  const blob = useRef<Blob | null>(null)
  // a run ends when the dialog is closed: a late answer of an earlier run changes nothing
  const run = useRef(0)
  useObjectUrl(state.source?.url)
  useObjectUrl(state.preview)

  const choose = async (file: File) => {
    const mine = run.current
    setChecking(true)
    const check = await checkCropSource(file, target, { maxKB })
    setChecking(false)
    if (mine !== run.current) return
    if (!check.ok) return dispatch({ type: 'refused', error: check.error })
    area.current = centeredArea(check.size, target)
    blob.current = null
    const source = {
      url: URL.createObjectURL(file),
      name: file.name,
      type: file.type,
      size: check.size,
    }
    dispatch({ type: 'chosen', source })
  }

  const upload = async () => {
    const source = state.source
    if (!source || !area.current) return
    const mine = run.current
    const type = outputType(source.type)
    let preview = state.preview
    if (state.step === 2 || !blob.current) {
      try {
        blob.current = await cropToBlob(source.url, area.current, target, type)
      } catch {
        return toastError('图片处理失败，请换一张图片')
      }
      preview = URL.createObjectURL(blob.current)
    }
    dispatch({ type: 'upload', preview: preview! })
    try {
      const url = await uploadCropped(blob.current, outputName(source.name, type))
      if (mine !== run.current) return
      dispatch({ type: 'uploaded', url })
      onUploaded(url)
    } catch (error) {
      if (mine === run.current) dispatch({ type: 'failed', error: cropFailureText(error) })
    }
  }

  const back = () => {
    if (state.step === 3) blob.current = null
    dispatch({ type: 'back' })
  }
  const close = () => {
    run.current += 1
    onClose()
  }

  const uploading = state.status === 'uploading'
  const footer = [
    (state.step === 2 || state.status === 'fail') && (
      <Button key="back" onClick={back}>
        上一步
      </Button>
    ),
    state.status !== 'success' && (
      <Button key="cancel" onClick={close} disabled={uploading}>
        取消
      </Button>
    ),
    state.step === 2 && (
      <Button key="upload" type="primary" onClick={() => void upload()}>
        上传
      </Button>
    ),
    state.status === 'fail' && (
      <Button key="retry" type="primary" onClick={() => void upload()}>
        重试
      </Button>
    ),
    state.status === 'success' && (
      <Button key="done" type="primary" onClick={close}>
        完成
      </Button>
    ),
  ]

  return (
    <Modal
      open={open}
      title={title}
      onCancel={uploading ? undefined : close}
      closable={!uploading}
      mask={{ closable: false }}
      footer={footer}
      width={560}
      destroyOnHidden
      afterClose={() => dispatch({ type: 'reset' })}
    >
      <Steps
        className="image-crop__steps"
        size="small"
        current={state.step - 1}
        items={[{ title: '选择图片' }, { title: '裁剪' }, { title: '上传' }]}
      />
      {state.step === 1 && (
        <CropChooseStep
          target={target}
          maxKB={maxKB}
          checking={checking}
          error={state.error}
          onFile={(file) => void choose(file)}
        />
      )}
      {state.step === 2 && state.source && (
        <CropEditStep source={state.source} target={target} onArea={(a) => (area.current = a)} />
      )}
      {state.step === 3 && <CropResultStep state={state} target={target} />}
    </Modal>
  )
}
