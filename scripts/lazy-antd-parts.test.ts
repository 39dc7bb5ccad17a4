import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Component, createElement, Profiler, type ComponentType, type ReactNode } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Plugin, type Rolldown } from 'vite'
import { lazyAntdParts, standIn } from './lazy-antd-parts'
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
const TABLE =
  "import { Table } from 'antd'\n" +
  "globalThis.page = () => createElement(Table, { rowKey: 'id', dataSource: [], columns: [{ title: '标题', dataIndex: 'title', filters: [{ text: '通知', value: 1 }] }] })\n"

describe('antd parts for rarer cases, loaded when first shown', () => {
  it('leaves the tree of a table’s filter menu out of what a page with a table loads', async () => {
    const { first, later } = await buildPage(TABLE)
    expect(first.code).toContain('标题')
    // a class only a tree's node has
    expect(first.code).not.toContain('switcher-noop')
    expect(later.filter((c) => c.code.includes('switcher-noop'))).toHaveLength(1)
  }, 60_000)

  it('is what makes the difference: without it the first load has the tree', async () => {
    const plain = await buildPage(TABLE, [])
    expect(plain.first.code).toContain('switcher-noop')
  }, 60_000)
})

// The stand-in as the browser runs it: written where `react` resolves, imported and rendered.
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'lazy-antd-parts')

async function standInFor(part: string) {
  const file = join(CACHE, `stand-in-${Math.random().toString(36).slice(2)}.mjs`)
  writeFileSync(file, standIn(part))
  return (
    (await import(/* @vite-ignore */ file)) as { default: ComponentType<Record<string, unknown>> }
  ).default
}

class Crash extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false }
  static getDerivedStateFromError = () => ({ crashed: true })
  render = () => (this.state.crashed ? 'crashed' : this.props.children)
}

describe('the stand-in of a part', () => {
  beforeAll(() => mkdirSync(CACHE, { recursive: true }))
  afterAll(() => rmSync(CACHE, { recursive: true, force: true }))

  it('renders the part once fetched, with the props it was given', async () => {
    const part = join(CACHE, 'picture.mjs')
    writeFileSync(
      part,
      "import { createElement } from 'react'\n" +
        "export default (props) => createElement('svg', props, createElement('title', null, 'No Found'))\n",
    )
    const StandIn = await standInFor(part)
    render(createElement(StandIn, { 'aria-label': '找不到页面' }))
    expect(await screen.findByLabelText('找不到页面')).toHaveTextContent('No Found')
  })

  it('leaves out a part that cannot be fetched, and the page stands', async () => {
    // fails as a file gone after a new build does: its import rejects
    const gone = join(CACHE, 'gone.mjs')
    writeFileSync(gone, "throw new Error('Failed to fetch dynamically imported module')\n")
    const StandIn = await standInFor(gone)
    let commits = 0
    const { container } = render(
      createElement(
        Profiler,
        { id: 'page', onRender: () => void (commits += 1) },
        createElement(Crash, null, createElement('p', null, '404'), createElement(StandIn)),
      ),
    )
    // React 19 commits the page, then again when the part's import has settled, then the part's
    // outcome (the part, nothing, or the error boundary's answer): the third commit is the one
    await waitFor(() => expect(commits).toBeGreaterThan(2), { timeout: 10_000 })
    expect(container).toHaveTextContent(/^404$/)
  })
})
