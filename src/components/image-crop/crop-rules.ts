// The image crop flow's rules (behaviour B4.14, B5.10): steps 1 to 3, loading states idle,
// uploading, success, fail; only images, jpg or png, at most 10240 KB, the source at least the
// target size (default 200x200). The messages are the legacy crop-upload component's Chinese texts.

export interface Size {
  width: number
  height: number
}

/** A crop rectangle in the source image's pixels. */
export interface Area extends Size {
  x: number
  y: number
}

export const DEFAULT_CROP_TARGET: Size = { width: 200, height: 200 }
export const CROP_MAX_KB = 10240
export const CROP_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png'
/** Zooming in further than this would not show more detail. */
export const CROP_MAX_ZOOM = 3

export const cropMessages = {
  hint: '点击，或拖动图片至此处',
  notImage: '仅限图片格式',
  notJpgPng: '仅限 JPG 或 PNG 格式的图片',
  tooLarge: (maxKB: number) => `单文件大小不能超过 ${maxKB}kb`,
  tooSmall: (target: Size) => `图片最低像素为（宽*高）：${target.width}*${target.height}`,
  uploading: '正在上传……',
  success: '上传成功',
  fail: '图片上传失败',
}

const IMAGE_NAME = /\.(jpe?g|png|gif|bmp|webp|svg|ico|tiff?|avif|heic)$/i
const JPG_PNG_NAME = /\.(jpe?g|png)$/i

/** Type and size rules of a chosen file (no decoding): the message, or null when it passes. */
export function checkCropFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxKB: number = CROP_MAX_KB,
): string | null {
  const type = file.type.toLowerCase()
  const image = type ? type.startsWith('image/') : IMAGE_NAME.test(file.name)
  if (!image) return cropMessages.notImage
  const jpgPng = type ? type === 'image/jpeg' || type === 'image/png' : JPG_PNG_NAME.test(file.name)
  if (!jpgPng) return cropMessages.notJpgPng
  if (file.size > maxKB * 1024) return cropMessages.tooLarge(maxKB)
  return null
}

/** The natural size of an image at `url`; rejects when it cannot be decoded. */
export function readImageSize(url: string): Promise<Size> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight })
    image.onerror = () => reject(new Error('image did not load'))
    image.src = url
  })
}

/** The natural size of a chosen file (through an object URL, released afterwards). */
export async function measureFile(file: Blob): Promise<Size> {
  const url = URL.createObjectURL(file)
  try {
    return await readImageSize(url)
  } finally {
    URL.revokeObjectURL(url)
  }
}

export type CropCheck = { ok: true; size: Size } | { ok: false; error: string }

/**
 * Every rule of a crop source: type, size in KB, then its pixels against the target. `measure`
 * reads the natural size (tests give their own).
 */
export async function checkCropSource(
  file: File,
  target: Size = DEFAULT_CROP_TARGET,
  { maxKB = CROP_MAX_KB, measure = measureFile } = {},
): Promise<CropCheck> {
  const problem = checkCropFile(file, maxKB)
  if (problem) return { ok: false, error: problem }
  let size: Size
  try {
    size = await measure(file)
  } catch {
    return { ok: false, error: cropMessages.notImage }
  }
  if (size.width < target.width || size.height < target.height)
    return { ok: false, error: cropMessages.tooSmall(target) }
  return { ok: true, size }
}

/** The largest crop of the target's aspect, centred: what the cropper shows before any move. */
export function centeredArea(source: Size, target: Size): Area {
  const aspect = target.width / target.height
  const width = Math.min(source.width, source.height * aspect)
  const height = width / aspect
  return {
    x: Math.round((source.width - width) / 2),
    y: Math.round((source.height - height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  }
}

/** How far the user may zoom in before the crop would hold fewer pixels than the target. */
export function maxZoomFor(source: Size, target: Size): number {
  const widest = centeredArea(source, target).width
  return Math.max(1, Math.min(CROP_MAX_ZOOM, widest / target.width))
}

/** The output type: png stays png, everything else becomes jpeg. */
export function outputType(sourceType: string): 'image/png' | 'image/jpeg' {
  return sourceType.toLowerCase() === 'image/png' ? 'image/png' : 'image/jpeg'
}

/** The uploaded file's name: the source's name with the output type's extension. */
export function outputName(sourceName: string, type: 'image/png' | 'image/jpeg'): string {
  const base = sourceName.replace(/\.[^./\\]*$/, '') || 'image'
  return `${base}${type === 'image/png' ? '.png' : '.jpg'}`
}
