import { useState } from 'react'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { onTestFinished } from 'vitest'
import { http as mswHttp } from 'msw'
import { server } from '../../../mocks/node'
import { envelope, loginAs, nodeFile, watchWire } from '../../../mocks/test-harness'
import { http } from '../../api/http'
import { renderWithProviders, setupUser } from '../../testing'
import { RichTextField } from './rich-text-field'

function Harness({
  onChange,
  initial = '<p>安全生产</p>',
}: {
  onChange: (html: string) => void
  initial?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <RichTextField
      label="资源内容"
      value={value}
      onChange={(html) => {
        setValue(html)
        onChange(html)
      }}
    />
  )
}

// jsdom's Range has no layout: Quill scrolls the cursor into view after focusing (until the test ends)
function giveRangesLayout() {
  const proto = Range.prototype as Partial<Range>
  if (proto.getBoundingClientRect) return
  const rect = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0 }
  proto.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect })
  proto.getClientRects = () => [] as unknown as DOMRectList
  onTestFinished(() => {
    delete proto.getBoundingClientRect
    delete proto.getClientRects
  })
}

async function setup(initial?: string) {
  loginAs('admin')
  giveRangesLayout()
  const onChange = vi.fn()
  const user = setupUser({ applyAccept: false })
  renderWithProviders(<Harness onChange={onChange} initial={initial} />)
  // Quill loads lazily
  const imageButton = await screen.findByRole('button', { name: '插入图片' }, { timeout: 15000 })
  const chooser = screen.getByLabelText('选择要插入的图片') as HTMLInputElement
  return { user, onChange, imageButton, chooser }
}

describe('rich-text field (Quill in jsdom)', () => {
  it('shows the value in the editor, named for screen readers', async () => {
    await setup()
    const editor = screen.getByRole('textbox', { name: '资源内容' })
    expect(editor).toHaveTextContent('安全生产')
  })

  it('a saved body shows its images again (only a paste is checked for inline images)', async () => {
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    await setup(`<p>安全生产</p><p><img src="${pixel}"></p>`)
    const editor = screen.getByRole('textbox', { name: '资源内容' })
    expect(editor.querySelector('img')).toHaveAttribute('src', pixel)
    expect(screen.queryByText(/粘贴内容中的图片未插入/)).not.toBeInTheDocument()
  })

  /** An edit (one more image, uploaded) gives the whole body back, as the form gets it. */
  async function editedBody({ user, onChange, chooser }: Awaited<ReturnType<typeof setup>>) {
    server.use(
      mswHttp.post('*/Common_Attach/UploadFileByForm', () => envelope('/uploads/chart.png')),
    )
    await user.upload(chooser, await nodeFile(['png'], 'chart.png', 'image/png'))
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const body = document.createElement('div')
    body.innerHTML = onChange.mock.lastCall![0] as string
    return body
  }

  it('keeps the images of a loaded body as they were: alt (even empty), width and height', async () => {
    const body = await editedBody(
      await setup(
        '<p>安全生产</p><p><img src="/uploads/a.png" alt=""><img src="/uploads/b.png" alt="叉车" width="320" height="200"></p>',
      ),
    )
    expect(body.innerHTML).toMatch(/<img src="\/uploads\/chart.png" alt="chart"\/?>/)
    const kept = body.querySelectorAll('img')
    expect(kept).toHaveLength(3)
    expect(kept[1]).toHaveAttribute('alt', '')
    expect(kept[2]).toHaveAttribute('alt', '叉车')
    expect(kept[2]).toHaveAttribute('width', '320')
    expect(kept[2]).toHaveAttribute('height', '200')
  })

  it('writes alignment as text-align, which the pages showing the body understand', async () => {
    const body = await editedBody(
      await setup('<p style="text-align: center">居中的标题</p><p class="ql-align-right">落款</p>'),
    )
    expect(screen.getByText('居中的标题', { selector: '.ql-editor p' })).toBeInTheDocument()
    const [centred, right] = [...body.querySelectorAll('p')].filter((p) => p.textContent)
    expect(centred).toHaveTextContent('居中的标题')
    expect(centred).toHaveStyle({ textAlign: 'center' })
    expect(centred).not.toHaveClass('ql-align-center')
    // a body saved earlier with Quill's class gets the style on its next save
    expect(right).toHaveTextContent('落款')
    expect(right).toHaveStyle({ textAlign: 'right' })
  })

  it('says what of a loaded body it cannot keep; untouched, the body goes back as it came', async () => {
    const { onChange } = await setup(
      '<p style="font-size: 18px; line-height: 2">说明</p><p><a href="ftp://files/manual.pdf">手册</a></p>',
    )
    const warning = await screen.findByRole('alert')
    expect(warning).toHaveTextContent('正文中的链接、样式（字号、行距）无法在编辑器中保留')
    expect(warning).toHaveTextContent(
      '不修改正文时，保存会原样保留；修改正文后保存，这些内容将丢失。',
    )
    // the form keeps the loaded body until the author edits it
    expect(onChange).not.toHaveBeenCalled()
  })

  it('warns of nothing for a body the editor keeps whole', async () => {
    await setup(
      '<h2>课程说明</h2><p style="text-align: center">本课程讲解<strong>叉车</strong>检查。</p><p><img src="/uploads/a.png" alt=""></p>' +
        '<table><tbody><tr><td>班前</td><td>检查</td></tr></tbody></table>',
    )
    expect(screen.getByRole('textbox', { name: '资源内容' })).toHaveTextContent(
      '本课程讲解叉车检查。',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('the image button opens the chooser; one image is uploaded (180000 ms timeout) and inserted', async () => {
    const { user, onChange, imageButton, chooser } = await setup()
    const opened = vi.spyOn(chooser, 'click').mockImplementation(() => {})
    await user.click(imageButton)
    expect(opened).toHaveBeenCalledTimes(1)

    const sent = vi.spyOn(http, 'request')
    const wire = watchWire()
    server.use(
      mswHttp.post('*/Common_Attach/UploadFileByForm', () => envelope('/uploads/chart.png')),
    )
    await user.upload(chooser, await nodeFile(['png'], 'chart.png', 'image/png'))
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    // the file name is the picture's alternative text
    expect(onChange.mock.lastCall![0]).toMatch(/<img src="\/uploads\/chart.png" alt="chart"\/?>/)
    expect(await wire.to('/UploadFileByForm')).toHaveLength(1)
    expect(sent.mock.calls[0][0]).toMatchObject({ timeout: 180000 })
  })

  it('two images at once: 只能一个图, nothing uploaded', async () => {
    const { user, onChange, chooser } = await setup()
    const wire = watchWire()
    await user.upload(chooser, [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ])
    expect(await screen.findByText('只能一个图')).toBeInTheDocument()
    expect(await wire.to('/UploadFileByForm')).toHaveLength(0)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('an image over 10485760 bytes is refused before any upload', async () => {
    const { user, chooser } = await setup()
    const wire = watchWire()
    const big = new File(['x'], 'big.png', { type: 'image/png' })
    Object.defineProperty(big, 'size', { value: 10485761 })
    await user.upload(chooser, big)
    expect(await screen.findByText('图片大小不能超过 10MB')).toBeInTheDocument()
    expect(await wire.to('/UploadFileByForm')).toHaveLength(0)
  })

  it('pasted images follow the same rules: two at once are 只能一个图 (drop needs layout jsdom lacks)', async () => {
    await setup()
    const wire = watchWire()
    const editor = screen.getByRole('textbox', { name: '资源内容' })
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    ]
    fireEvent.paste(editor, { clipboardData: { getData: () => '', files } })
    expect(await screen.findByText('只能一个图')).toBeInTheDocument()
    expect(await wire.to('/UploadFileByForm')).toHaveLength(0)
  })
})
