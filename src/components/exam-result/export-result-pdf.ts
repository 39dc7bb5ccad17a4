import { saveAs } from 'file-saver'

// The exported result: the browser draws the result (Chinese text included) onto a canvas, and
// the canvas goes onto A4 pages, one slice per page. jspdf and html2canvas-pro are heavy: they
// load on the click that exports, never with the page.

/** A4 portrait in mm, with the margin kept around the result. */
export const A4 = { width: 210, height: 297, margin: 10 } as const

/** The part of the canvas one page shows: from `y`, `height` px tall. */
export interface PageSlice {
  y: number
  height: number
}

/**
 * Cuts a canvas of `width` x `height` px into page slices, the canvas scaled to the page's
 * printable width: every slice but the last fills the printable height.
 */
export function pageSlices(width: number, height: number, page = A4): PageSlice[] {
  const printableWidth = page.width - 2 * page.margin
  const printableHeight = page.height - 2 * page.margin
  const perPage = Math.max(1, Math.floor((printableHeight * width) / printableWidth))
  const slices: PageSlice[] = []
  for (let y = 0; y < height; y += perPage)
    slices.push({ y, height: Math.min(perPage, height - y) })
  return slices
}

/** One page's part of the canvas, on white, as a JPEG data url. */
function sliceImage(canvas: HTMLCanvasElement, slice: PageSlice): string {
  const part = document.createElement('canvas')
  part.width = canvas.width
  part.height = slice.height
  const context = part.getContext('2d')
  if (!context) throw new Error('canvas 2d context unavailable')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, part.width, part.height)
  context.drawImage(
    canvas,
    0,
    slice.y,
    canvas.width,
    slice.height,
    0,
    0,
    canvas.width,
    slice.height,
  )
  return part.toDataURL('image/jpeg', 0.92)
}

/** The element as a PDF of A4 pages. */
export async function buildResultPdf(element: HTMLElement): Promise<Blob> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([
    import('html2canvas-pro'),
    import('jspdf'),
  ])
  const canvas = await html2canvas(element, { scale: 2, backgroundColor: '#ffffff', useCORS: true })
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' })
  const printableWidth = A4.width - 2 * A4.margin
  const mmPerPx = printableWidth / canvas.width
  pageSlices(canvas.width, canvas.height).forEach((slice, i) => {
    if (i > 0) pdf.addPage()
    const image = sliceImage(canvas, slice)
    pdf.addImage(image, 'JPEG', A4.margin, A4.margin, printableWidth, slice.height * mmPerPx)
  })
  return pdf.output('blob')
}

/** A file name without the characters file systems refuse. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '_')

/** Builds the PDF of the element and saves it as `fileName`. */
export async function saveResultPdf(element: HTMLElement, fileName: string): Promise<void> {
  const blob = await buildResultPdf(element)
  saveAs(blob, safeFileName(fileName))
}
