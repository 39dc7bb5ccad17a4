import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, nodeFile, watchWire } from '../../../mocks/test-harness'
import { findDialogWith, renderWithProviders, setupUser } from '../../testing'
import { ImageCropField } from './image-crop-field'

// jsdom decodes no images and draws no canvas: the source's size comes from a stubbed Image, the
// cropped image from a stubbed canvas (the crop itself is react-easy-crop's, in the browser).
let natural = { width: 400, height: 300 }
function stubBrowserImages() {
  class LoadedImage {
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    get naturalWidth() {
      return natural.width
    }
    get naturalHeight() {
      return natural.height
    }
    set src(_url: string) {
      setTimeout(() => this.onload?.(), 0)
    }
  }
  vi.stubGlobal('Image', LoadedImage)
  let n = 0
  class BlobUrls extends URL {
    static createObjectURL = () => `blob:mock/${(n += 1)}`
    static revokeObjectURL = () => {}
  }
  vi.stubGlobal('URL', BlobUrls)
  const drawn: unknown[][] = []
  const context = {
    drawImage: (...args: unknown[]) => drawn.push(args),
    fillRect: () => {},
  } as unknown as CanvasRenderingContext2D
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never)
  const sizes: number[][] = []
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
  ) {
    sizes.push([this.width, this.height])
    done(new Blob(['cropped'], { type }))
  })
  return { drawn, sizes }
}

function Harness({ onChange }: { onChange: (url: string) => void }) {
  const [value, setValue] = useState('/old-cover.png')
  return (
    <ImageCropField
      label="封面"
      value={value}
      onChange={(url) => {
        setValue(url)
        onChange(url)
      }}
    />
  )
}

async function setup() {
  loginAs('admin')
  // Node's File and FormData, so that the mock backend can read the multipart upload
  await nodeFile([], 'probe')
  natural = { width: 400, height: 300 }
  const canvas = stubBrowserImages()
  const onChange = vi.fn()
  const user = setupUser({ applyAccept: false })
  renderWithProviders(<Harness onChange={onChange} />)
  await user.click(screen.getByRole('button', { name: /更换封面/ }))
  const root = await findDialogWith('点击，或拖动图片至此处')
  const dialog = within(root)
  const input = () => root.querySelector<HTMLInputElement>('input[type=file]')!
  const choose = (name: string, type: string, size = 2000) => {
    const file = new File(['x'], name, { type })
    Object.defineProperty(file, 'size', { value: size })
    return user.upload(input(), file)
  }
  return { user, dialog, choose, onChange, canvas }
}

// a footer button, once it is there: the step title 上传 is on screen from the first step, so a
// search by text alone could go on before the chosen image has brought the 上传 button
const button = (dialog: ReturnType<typeof within>, name: RegExp) =>
  dialog.findByRole('button', { name })

describe('image crop field and dialog', () => {
  it('refuses a non-image, a gif, a file over 10240 KB and a source under 200x200, each saying why', async () => {
    const { dialog, choose } = await setup()
    await choose('a.pdf', 'application/pdf')
    expect(await dialog.findByText('仅限图片格式')).toBeInTheDocument()
    await choose('a.gif', 'image/gif')
    expect(await dialog.findByText('仅限 JPG 或 PNG 格式的图片')).toBeInTheDocument()
    await choose('big.jpg', 'image/jpeg', 10240 * 1024 + 1)
    expect(await dialog.findByText('单文件大小不能超过 10240kb')).toBeInTheDocument()
    natural = { width: 199, height: 600 }
    await choose('small.png', 'image/png')
    expect(await dialog.findByText('图片最低像素为（宽*高）：200*200')).toBeInTheDocument()
    // still at step 1
    expect(dialog.getByText('点击，或拖动图片至此处')).toBeInTheDocument()
  })

  it('crops at 200x200, uploads the drawn image and shows the result; the field takes the url', async () => {
    const { user, dialog, choose, onChange, canvas } = await setup()
    const wire = watchWire()
    await choose('photo.png', 'image/png')
    expect(await dialog.findByText('缩放')).toBeInTheDocument()
    await user.click(await button(dialog, /^上\s*传$/))
    expect(await dialog.findByText('上传成功')).toBeInTheDocument()
    // the centred 300x300 square of the 400x300 source, drawn at 200x200
    expect(canvas.sizes).toEqual([[200, 200]])
    expect(canvas.drawn[0].slice(1)).toEqual([50, 0, 300, 300, 0, 0, 200, 200])
    const [sent] = await wire.to('/Common_Attach/UploadFileByForm')
    const part = (sent.body as FormData).get('file') as File
    expect(part.name).toBe('photo.png')
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1))
    const url = onChange.mock.calls[0][0] as string
    expect(url).toBeTruthy()
    expect(dialog.getByRole('img', { name: '上传后的图片' })).toHaveAttribute('src', url)
    await user.click(await button(dialog, /^完\s*成$/))
    expect(screen.getByRole('img', { name: '当前封面' })).toHaveAttribute('src', url)
  })

  it('a failed upload says so, keeps the previous cover, and 重试 can still succeed', async () => {
    const { user, dialog, choose, onChange } = await setup()
    server.use(
      http.post('*/Common_Attach/UploadFileByForm', () => fail('存储空间不足'), { once: true }),
    )
    await choose('photo.jpg', 'image/jpeg')
    await user.click(await button(dialog, /^上\s*传$/))
    expect(await dialog.findByText('图片上传失败：存储空间不足')).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('img', { name: '当前封面' })).toHaveAttribute('src', '/old-cover.png')
    await user.click(await button(dialog, /^重\s*试$/))
    expect(await dialog.findByText('上传成功')).toBeInTheDocument()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('posts to the address VITE_IMAGE_CROP_UPLOAD_URL names and takes the url from data', async () => {
    vi.stubEnv('VITE_IMAGE_CROP_UPLOAD_URL', '/Api/Custom/CropUpload')
    const { user, dialog, choose, onChange } = await setup()
    server.use(http.post('*/Api/Custom/CropUpload', () => envelope('/custom/cover-1.jpg')))
    await choose('photo.jpg', 'image/jpeg')
    await user.click(await button(dialog, /^上\s*传$/))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/custom/cover-1.jpg'))
  })
})
