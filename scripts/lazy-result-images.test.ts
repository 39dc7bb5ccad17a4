import { describe, expect, it } from 'vitest'
import { build, type Plugin, type Rolldown } from 'vite'
import { lazyResultImages } from './lazy-result-images'

// A page showing antd's Result for a warning, built as the app is: what it loads at first, and
// what only an error page's picture loads.
const PAGE = 'virtual:warning-page'
const warningPage: Plugin = {
  name: 'warning-page',
  resolveId: (id) => (id === PAGE ? id : null),
  load: (id) =>
    id === PAGE
      ? "import { createElement } from 'react'\nimport { Result } from 'antd'\n" +
        "globalThis.page = () => createElement(Result, { status: 'warning', title: '缺少考试编号' })\n"
      : null,
}

async function buildPage() {
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [warningPage, lazyResultImages()],
    build: {
      write: false,
      modulePreload: false,
      rollupOptions: {
        input: PAGE,
        external: (id) => id === 'react' || id.startsWith('react/') || id === 'react-dom',
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const out = Array.isArray(built) ? built[0] : built
  const chunks = out.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
  return { first: chunks.find((c) => c.isEntry)!, later: chunks.filter((c) => !c.isEntry) }
}

describe('antd Result without its pictures on a first load', () => {
  it('leaves the 403, 404 and 500 pictures out of what a warning page loads, each in its own file', async () => {
    const { first, later } = await buildPage()
    expect(first.code).toContain('缺少考试编号')
    for (const title of ['No Found', 'Server Error', 'Unauthorized']) {
      expect(first.code).not.toContain(title)
      expect(later.filter((c) => c.code.includes(title))).toHaveLength(1)
    }
  }, 60_000)
})
