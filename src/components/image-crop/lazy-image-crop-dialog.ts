import { lazyDialog } from '../../lib/lazy-dialog'
import type { ImageCropDialogProps } from './image-crop-dialog'

/** The crop dialog, loaded (with react-easy-crop) when it first opens or on `preload()`. */
export const LazyImageCropDialog = lazyDialog<ImageCropDialogProps>(() =>
  import('./image-crop-dialog').then((m) => m.ImageCropDialog),
)
