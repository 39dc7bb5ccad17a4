import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { useRef } from 'react'
import { server } from '../../../mocks/node'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { captureDownloads, renderWithProviders, setupUser } from '../../testing'
import { ExamResultActions } from './exam-result-actions'
import { ExamResultView } from './exam-result-view'
import { A4, buildResultPdf, pageSlices, safeFileName } from './export-result-pdf'
import { RESULT_URL, sampleResult } from './result-fixtures'

// jsdom draws nothing: html2canvas-pro answers with a canvas of the asked size, and the slices
// drawn from it are a tiny JPEG (a header jsPDF can read the size of).
const canvasSize = vi.hoisted(() => ({ width: 760, height: 1000, ready: Promise.resolve() }))
vi.mock('html2canvas-pro', () => ({
  default: vi.fn(async () => {
    await canvasSize.ready
    const canvas = document.createElement('canvas')
    canvas.width = canvasSize.width
    canvas.height = canvasSize.height
    return canvas
  }),
}))

// SOI, a JFIF APP0 segment and a baseline frame header of 1 x 1 px, 3 components; EOI
const TINY_JPEG =
  'data:image/jpeg;base64,' +
  btoa(
    String.fromCharCode(
      ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00],
      ...[0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00],
      ...[0x01, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9],
    ),
  )

const drawn = vi.fn()

/** Canvas drawing for the test; `works: false` is a browser without a 2d canvas. */
function fakeCanvasDrawing(works = true) {
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: drawn }
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(works ? (context as unknown as CanvasRenderingContext2D) : null)
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(TINY_JPEG)
  onTestFinished(() => {
    getContext.mockRestore()
    toDataURL.mockRestore()
    drawn.mockReset()
  })
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())
const pageCount = (text: string) => text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0

describe('result PDF', () => {
  it('cuts a canvas into A4 slices: full pages, then the rest', () => {
    // 190 mm printable width, 277 mm printable height: 760 px wide gives 1108 px per page
    expect(pageSlices(760, 1000)).toEqual([{ y: 0, height: 1000 }])
    expect(pageSlices(760, 2500)).toEqual([
      { y: 0, height: 1108 },
      { y: 1108, height: 1108 },
      { y: 2216, height: 284 },
    ])
    expect(pageSlices(760, 2216)).toHaveLength(2)
    expect(pageSlices(760, 0)).toEqual([])
    expect(A4).toEqual({ width: 210, height: 297, margin: 10 })
  })

  it('is a real PDF (starts with %PDF) of one page for a short result', async () => {
    fakeCanvasDrawing()
    canvasSize.height = 1000
    const element = document.createElement('article')
    const blob = await buildResultPdf(element)
    expect(blob.type).toBe('application/pdf')
    const bytes = await bytesOf(blob)
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('%PDF')
    expect(pageCount(new TextDecoder('latin1').decode(bytes))).toBe(1)
  })

  it('a tall result makes several pages, each drawn from its own slice', async () => {
    fakeCanvasDrawing()
    canvasSize.height = 2500
    const blob = await buildResultPdf(document.createElement('article'))
    const bytes = await bytesOf(blob)
    expect(pageCount(new TextDecoder('latin1').decode(bytes))).toBe(3)
    expect(drawn.mock.calls.map((call) => [call[2], call[4]])).toEqual([
      [0, 1108],
      [1108, 1108],
      [2216, 284],
    ])
  })

  it('file names lose the characters file systems refuse', () => {
    expect(safeFileName('安全/考试:一-张三-考试结果.pdf')).toBe('安全_考试_一-张三-考试结果.pdf')
  })
})

function Exported() {
  const target = useRef<HTMLElement>(null)
  return (
    <>
      <ExamResultActions userpaperId={501} target={target} />
      <ExamResultView ref={target} userpaperId={501} />
    </>
  )
}

describe('导出 PDF', () => {
  beforeEach(() => {
    loginAs('learner')
    server.use(http.post(RESULT_URL, () => envelope(sampleResult())))
    canvasSize.height = 1000
  })

  it('saves 考试名-姓名-考试结果.pdf, a real PDF, with a loading button meanwhile', async () => {
    fakeCanvasDrawing()
    const downloads = captureDownloads()
    let draw = () => {}
    canvasSize.ready = new Promise<void>((resolve) => (draw = resolve))
    onTestFinished(() => void (canvasSize.ready = Promise.resolve()))
    renderWithProviders(<Exported />)
    await screen.findByText('试卷信息')
    const button = screen.getByRole('button', { name: /导出 PDF/ })
    await setupUser().click(button)
    expect(await within(button).findByRole('img', { name: 'loading' })).toBeInTheDocument()
    draw()
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0].name).toBe('2026年度工伤预防知识考试-张三-考试结果.pdf')
    const bytes = await bytesOf(downloads[0].blob)
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('%PDF')
    await waitFor(() => expect(within(button).queryByRole('img', { name: 'loading' })).toBeNull())
  })

  it('a failed export says 导出失败，请稍后重试', async () => {
    fakeCanvasDrawing(false)
    const downloads = captureDownloads()
    renderWithProviders(<Exported />)
    await screen.findByText('试卷信息')
    await setupUser().click(screen.getByRole('button', { name: /导出 PDF/ }))
    expect(await screen.findByText('导出失败，请稍后重试')).toBeInTheDocument()
    expect(downloads).toHaveLength(0)
  })
})
