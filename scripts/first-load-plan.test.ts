import { planFirstLoad, type Chunk } from './first-load-plan'

// pages: 0 the first page, 1 another page, 2 a lazy part (a dialog)
const PAGES = [
  { name: '/login', limited: true },
  { name: '/other', limited: true },
  { name: 'dialog.tsx', limited: false },
]
const chunk = (name: string, size: number, users: number[], more: Partial<Chunk> = {}): Chunk => ({
  name,
  modules: [`/app/${name}.js`],
  size,
  css: false,
  users: new Set(users),
  ...more,
})
const CHUNKS = [
  chunk('start', 200, [0, 1, 2], { start: true, css: true }),
  chunk('index', 1, [0, 1, 2], { fixed: true }),
  chunk('form', 10, [0, 1]),
  chunk('login-form', 1, [0]),
  chunk('tooltip', 5, [0, 2]),
  chunk('table', 100, [1]),
]
// start (with its stylesheet), index, form, login-form, tooltip: 6 files
const plan = (maxFiles: number, maxAdded: number, pages = PAGES) =>
  planFirstLoad({
    chunks: CHUNKS,
    pages,
    first: [{ page: '/login', maxFiles, extra: 0 }],
    maxAdded,
  })

describe('the merge of the first pages’ chunks', () => {
  it('takes the cheapest merges until the first page is within its files', () => {
    const { names, files, added } = plan(4, Infinity)
    expect(files).toEqual({ '/login': 4 })
    // login-form with form costs /other 1 byte; then tooltip into start costs /other 5 bytes
    // (against 11 to the dialog for form into start, 15 for form with tooltip)
    expect(names).toEqual(
      new Map([
        ['/app/form.js', 'form'],
        ['/app/login-form.js', 'form'],
        ['/app/start.js', 'start'],
        ['/app/tooltip.js', 'start'],
      ]),
    )
    expect(added).toEqual({ '/other': 6 })
  })

  it('never adds more than its cap to a page that opens by a path; a lazy part only costs', () => {
    const { names, files, added } = plan(4, 4)
    expect(files).toEqual({ '/login': 4 })
    // tooltip into start would take /other to 6: form (with login-form) goes into start instead,
    // which only the dialog pays for
    expect(names.get('/app/form.js')).toBe('start')
    expect(names.get('/app/login-form.js')).toBe('start')
    expect(names.has('/app/tooltip.js')).toBe(false)
    expect(added).toEqual({ '/other': 1, 'dialog.tsx': 11 })
  })

  it('leaves the chunks as they are when no merge is within the caps, and says so', () => {
    const limited = PAGES.map((p) => ({ ...p, limited: true }))
    const { names, files } = plan(4, 0, limited)
    expect(names.size).toBe(0)
    expect(files).toEqual({ '/login': 6 })
  })

  it('never merges the fixed files, nor a chunk the first page does not load', () => {
    const { names } = plan(1, Infinity)
    expect(names.has('/app/index.js')).toBe(false)
    expect(names.has('/app/table.js')).toBe(false)
  })

  it('counts what a merged chunk imports: the first page then loads those chunks too', () => {
    // a /home-only chunk that imports another one (rows, never merged itself): merged into the
    // shared frame, /login would load both
    const chunks = [
      chunk('start', 200, [0, 1], { start: true, fixed: true }),
      chunk('frame', 10, [0, 1]),
      chunk('home-data', 1, [1], { imports: [3] }),
      chunk('rows', 50, [1], { fixed: true }),
    ]
    const pages = [
      { name: '/login', limited: true },
      { name: '/home', limited: true },
    ]
    const planHome = (maxAdded: number) =>
      planFirstLoad({ chunks, pages, first: [{ page: '/home', maxFiles: 3, extra: 0 }], maxAdded })
    // 51 bytes, not 1: over a cap of 30, the merge is not made
    expect(planHome(30).names.size).toBe(0)
    expect(planHome(30).files).toEqual({ '/home': 4 })
    const { names, added } = planHome(Infinity)
    expect(names.get('/app/home-data.js')).toBe('frame')
    expect(added).toEqual({ '/login': 51 })
  })
})
