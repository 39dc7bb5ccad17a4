import type { Area, Size } from './crop-rules'

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('image did not load'))
    image.src = url
  })
}

/**
 * Draws `area` of the image at `url` onto a canvas of exactly the target size and encodes it
 * (png stays png, anything else jpeg at 0.92).
 */
export async function cropToBlob(
  url: string,
  area: Area,
  target: Size,
  type: 'image/png' | 'image/jpeg',
): Promise<Blob> {
  const image = await loadImage(url)
  const canvas = document.createElement('canvas')
  canvas.width = target.width
  canvas.height = target.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.imageSmoothingQuality = 'high'
  if (type === 'image/jpeg') {
    // a transparent png source would turn black as a jpeg
    context.fillStyle = '#fff'
    context.fillRect(0, 0, target.width, target.height)
  }
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    target.width,
    target.height,
  )
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no image'))),
      type,
      0.92,
    ),
  )
}
