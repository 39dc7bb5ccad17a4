import { insertImageFiles, type ImageTarget } from './rich-image-insert'
import {
  pickRichImage,
  RICH_IMAGE_MAX_BYTES,
  RICH_IMAGE_TIMEOUT_MS,
  richUploadFailure,
} from './rich-image-rules'

const image = (name = 'a.png', size = 100, type = 'image/png') => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

function fakeEditor(selection = { index: 3, length: 0 }) {
  const calls: unknown[][] = []
  const editor: ImageTarget = {
    getSelection: () => selection,
    deleteText: (...args) => calls.push(['delete', ...args]),
    insertEmbed: (...args) => calls.push(['insert', ...args]),
    formatText: (...args) => calls.push(['format', ...args]),
    setSelection: (...args) => calls.push(['select', ...args]),
  }
  return { editor, calls }
}

describe('rich-text image rules', () => {
  it('limits: 10485760 bytes, 180000 ms', () => {
    expect(RICH_IMAGE_MAX_BYTES).toBe(10485760)
    expect(RICH_IMAGE_TIMEOUT_MS).toBe(180000)
  })

  it('takes exactly one image; more than one is 只能一个图', () => {
    const one = image()
    expect(pickRichImage([one])).toEqual({ file: one })
    expect(pickRichImage([image(), image('b.png')])).toEqual({ error: '只能一个图' })
    expect(pickRichImage([])).toBeNull()
  })

  it('refuses an image over 10485760 bytes, and a file that is no image', () => {
    expect(pickRichImage([image('a.png', RICH_IMAGE_MAX_BYTES)])).toHaveProperty('file')
    expect(pickRichImage([image('a.png', RICH_IMAGE_MAX_BYTES + 1)])).toEqual({
      error: '图片大小不能超过 10MB',
    })
    expect(pickRichImage([image('a.txt', 10, 'text/plain')])).toEqual({
      error: '只能插入图片文件',
    })
  })

  it('words a timeout, a server refusal and a cancelled call', () => {
    expect(
      richUploadFailure({
        status: 'NETWORK',
        message: '请求超时，请稍后重试（timeout of 180000ms exceeded）',
      }),
    ).toBe('图片上传超时（180 秒），请重试')
    expect(richUploadFailure({ status: 'BUSINESS', message: '文件大小不能超过 10MB' })).toBe(
      '图片上传失败：文件大小不能超过 10MB',
    )
    expect(richUploadFailure({ status: 'CANCELLED', message: 'canceled' })).toBe('')
    expect(richUploadFailure(undefined)).toBe('图片上传失败')
  })
})

describe('inserting an image at the cursor', () => {
  it('uploads the one image and inserts its url where the cursor is', async () => {
    const { editor, calls } = fakeEditor({ index: 7, length: 0 })
    const upload = vi.fn(async () => '/u/1.png')
    const busy: boolean[] = []
    const done = await insertImageFiles([image()], editor, {
      upload,
      notify: vi.fn(),
      onBusy: (b) => busy.push(b),
    })
    expect(done).toBe(true)
    expect(calls).toEqual([
      ['insert', 7, 'image', '/u/1.png', 'user'],
      // its file name is its alternative text
      ['format', 7, 1, 'alt', 'a', 'user'],
      ['select', 8, 0, 'silent'],
    ])
    expect(busy).toEqual([true, false])
  })

  it('replaces a selection, and uses the range a drop gives', async () => {
    const { editor, calls } = fakeEditor()
    await insertImageFiles(
      [image()],
      editor,
      { upload: async () => '/u/2.png', notify: vi.fn() },
      {
        index: 2,
        length: 4,
      },
    )
    expect(calls[0]).toEqual(['delete', 2, 4, 'user'])
    expect(calls[1]).toEqual(['insert', 2, 'image', '/u/2.png', 'user'])
  })

  it('two images: 只能一个图, nothing uploaded or inserted', async () => {
    const { editor, calls } = fakeEditor()
    const upload = vi.fn(async () => 'x')
    const notify = vi.fn()
    expect(await insertImageFiles([image(), image()], editor, { upload, notify })).toBe(false)
    expect(notify).toHaveBeenCalledWith('只能一个图')
    expect(upload).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('a failed upload says why and inserts nothing', async () => {
    const { editor, calls } = fakeEditor()
    const notify = vi.fn()
    const upload = () =>
      Promise.reject({ status: 'NETWORK', message: '请求超时，请稍后重试（timeout）' })
    expect(await insertImageFiles([image()], editor, { upload, notify })).toBe(false)
    expect(notify).toHaveBeenCalledWith('图片上传超时（180 秒），请重试')
    expect(calls).toEqual([])
  })
})
