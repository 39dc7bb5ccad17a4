import {
  centeredArea,
  checkCropFile,
  checkCropSource,
  maxZoomFor,
  outputName,
  outputType,
  readImageSize,
} from './crop-rules'

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}
const measured = (width: number, height: number) => async () => ({ width, height })

describe('crop rules: type and size', () => {
  it('takes a jpg or a png up to 10240 KB', () => {
    expect(checkCropFile(file('a.jpg', 'image/jpeg'))).toBeNull()
    expect(checkCropFile(file('a.png', 'image/png', 10240 * 1024))).toBeNull()
  })

  it('refuses what is not an image: 仅限图片格式', () => {
    expect(checkCropFile(file('a.pdf', 'application/pdf'))).toBe('仅限图片格式')
    expect(checkCropFile(file('notes', ''))).toBe('仅限图片格式')
  })

  it('refuses an image that is not jpg or png', () => {
    expect(checkCropFile(file('a.gif', 'image/gif'))).toBe('仅限 JPG 或 PNG 格式的图片')
    expect(checkCropFile(file('a.webp', ''))).toBe('仅限 JPG 或 PNG 格式的图片')
  })

  it('goes by the name when the system gives no type', () => {
    expect(checkCropFile(file('photo.JPEG', ''))).toBeNull()
  })

  it('refuses more than 10240 KB, naming the limit', () => {
    expect(checkCropFile(file('a.jpg', 'image/jpeg', 10240 * 1024 + 1))).toBe(
      '单文件大小不能超过 10240kb',
    )
    expect(checkCropFile(file('a.jpg', 'image/jpeg', 600 * 1024), 500)).toBe(
      '单文件大小不能超过 500kb',
    )
  })
})

describe('crop rules: the source against the target size', () => {
  it('passes a source at least the target size, with its size', async () => {
    const check = await checkCropSource(file('a.png', 'image/png'), undefined, {
      measure: measured(200, 200),
    })
    expect(check).toEqual({ ok: true, size: { width: 200, height: 200 } })
  })

  it('refuses a source smaller than the default 200x200 in either direction', async () => {
    for (const [w, h] of [
      [199, 400],
      [400, 199],
    ]) {
      expect(
        await checkCropSource(file('a.png', 'image/png'), undefined, { measure: measured(w, h) }),
      ).toEqual({ ok: false, error: '图片最低像素为（宽*高）：200*200' })
    }
  })

  it('names another target in the message', async () => {
    const check = await checkCropSource(
      file('a.jpg', 'image/jpeg'),
      { width: 640, height: 360 },
      { measure: measured(600, 400) },
    )
    expect(check).toEqual({ ok: false, error: '图片最低像素为（宽*高）：640*360' })
  })

  it('checks type and size before decoding anything', async () => {
    const measure = vi.fn(measured(500, 500))
    const check = await checkCropSource(file('a.gif', 'image/gif'), undefined, { measure })
    expect(check).toEqual({ ok: false, error: '仅限 JPG 或 PNG 格式的图片' })
    expect(measure).not.toHaveBeenCalled()
  })

  it('an image that does not decode is no image', async () => {
    const check = await checkCropSource(file('a.png', 'image/png'), undefined, {
      measure: () => Promise.reject(new Error('broken')),
    })
    expect(check).toEqual({ ok: false, error: '仅限图片格式' })
  })

  it('reads the natural size of an image (Image load mocked: jsdom decodes no images)', async () => {
    class LoadedImage {
      naturalWidth = 640
      naturalHeight = 480
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(_url: string) {
        setTimeout(() => this.onload?.(), 0)
      }
    }
    vi.stubGlobal('Image', LoadedImage)
    expect(await readImageSize('blob:x')).toEqual({ width: 640, height: 480 })
  })
})

describe('crop geometry and output', () => {
  it('starts with the largest centred crop of the target aspect', () => {
    expect(centeredArea({ width: 800, height: 400 }, { width: 200, height: 200 })).toEqual({
      x: 200,
      y: 0,
      width: 400,
      height: 400,
    })
    expect(centeredArea({ width: 400, height: 600 }, { width: 200, height: 100 })).toEqual({
      x: 0,
      y: 200,
      width: 400,
      height: 200,
    })
  })

  it('never zooms in so far that the crop holds fewer pixels than the target', () => {
    expect(maxZoomFor({ width: 200, height: 200 }, { width: 200, height: 200 })).toBe(1)
    expect(maxZoomFor({ width: 500, height: 400 }, { width: 200, height: 200 })).toBe(2)
    expect(maxZoomFor({ width: 4000, height: 4000 }, { width: 200, height: 200 })).toBe(3)
  })

  it('keeps png as png and makes everything else a jpg', () => {
    expect(outputType('image/png')).toBe('image/png')
    expect(outputType('image/jpeg')).toBe('image/jpeg')
    expect(outputName('cover.photo.jpeg', 'image/jpeg')).toBe('cover.photo.jpg')
    expect(outputName('logo', 'image/png')).toBe('logo.png')
  })
})
