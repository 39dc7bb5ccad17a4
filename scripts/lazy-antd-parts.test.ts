import { describe, expect, it } from 'vitest'
import { build, type Plugin, type Rolldown } from 'vite'
import { lazyAntdParts } from './lazy-antd-parts'
import { treeshake } from './side-effect-free'

// A page built as the app is: what it loads at first, and what only a rarer case loads later.
const PAGE = 'virtual:page'
const page = (code: string): Plugin => ({
  name: 'page',
  resolveId: (id) => (id === PAGE ? id : null),
  load: (id) => (id === PAGE ? "import { createElement } from 'react'\n" + code : null),
})

async function buildPage(code: string, plugins = [lazyAntdParts()]) {
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [page(code), ...plugins],
    build: {
      write: false,
      modulePreload: false,
      rollupOptions: {
        input: PAGE,
        treeshake,
        external: (id) => /^(react|react-dom|scheduler)(\/|$)/.test(id),
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const out = Array.isArray(built) ? built[0] : built
  const chunks = out.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
  return { first: chunks.find((c) => c.isEntry)!, later: chunks.filter((c) => !c.isEntry) }
}

// `globalThis.page =`: the build keeps what the page renders (it exports nothing)
const WARNING =
  "import { Result } from 'antd'\n" +
  "globalThis.page = () => createElement(Result, { status: 'warning', title: '缺少考试编号' })\n"
const TABLE =
  "import { Table } from 'antd'\n" +
  "globalThis.page = () => createElement(Table, { rowKey: 'id', dataSource: [], columns: [{ title: '标题', dataIndex: 'title', filters: [{ text: '通知', value: 1 }] }] })\n"

describe('antd parts for rarer cases, loaded when first shown', () => {
  it('leaves the 403, 404 and 500 pictures out of what a warning page loads, each in its own file', async () => {
    const { first, later } = await buildPage(WARNING)
    expect(first.code).toContain('缺少考试编号')
    for (const title of ['No Found', 'Server Error', 'Unauthorized']) {
      expect(first.code).not.toContain(title)
      expect(later.filter((c) => c.code.includes(title))).toHaveLength(1)
    }
  }, 60_000)

  it('leaves the tree of a table’s filter menu out of what a page with a table loads', async () => {
    const { first, later } = await buildPage(TABLE)
    expect(first.code).toContain('标题')
    // a class only a tree's node has
    expect(first.code).not.toContain('switcher-noop')
    expect(later.filter((c) => c.code.includes('switcher-noop'))).toHaveLength(1)
  }, 60_000)

  it('is what makes the difference: without it the first load has both', async () => {
    const plain = await Promise.all([buildPage(WARNING, []), buildPage(TABLE, [])])
    expect(plain[0].first.code).toContain('No Found')
    expect(plain[1].first.code).toContain('switcher-noop')
  }, 60_000)
})
