import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { routeTable } from './route-table.ts'
import { planFirstLoad, type Chunk } from './first-load-plan.ts'

// At most 15 files on a first load of /login and /home. Besides the app's chunks and
// their stylesheets, both load the page's first script (route-preload); home.html a second, its
// own (home-fill).
const FIRST = [
  { page: '/login', maxFiles: 15, extra: 1 },
  { page: '/home', maxFiles: 15, extra: 2 },
]
// The most the merges may add to a page that opens by a path, in KB of gzip as estimated (the sum
// of the merged chunks' sizes, each gzipped alone; it runs high: once merged they share one gzip
// window and lose their import lines). The plan takes the least cap, by 1 KB, that brings both
// pages within their files (about 25 KB).
const MAX_ADDED_KB = 40

/** Set while the first, unmerged build runs: vite.config.ts leaves the merge and the pages out. */
export const PROBE = 'FIRST_LOAD_PROBE'

type OutChunk = {
  type: 'chunk'
  name: string
  fileName: string
  code: string
  moduleIds: string[]
  imports: string[]
  isEntry: boolean
  isDynamicEntry: boolean
  facadeModuleId: string | null
  viteMetadata?: { importedCss: Set<string> }
}
type OutAsset = { type: 'asset'; fileName: string; source: string | Uint8Array }

/**
 * The chunks of /login and /home merged until each requests at most 15 files. The build runs
 * twice: first as is (write: false), whose chunks and their imports, after tree-shaking, say what
 * each page loads and how big each chunk is; then with the merges scripts/first-load-plan.ts
 * picks: `chunkOf` names each merged module's chunk, in vite.config.ts's chunk groups.
 *
 * The pages weighed are the paths of the route table (scripts/route-table.ts; a logged-in one
 * with the layout), every other page the app imports lazily (`*-page.tsx`, with the layout: the
 * menu pages), and every other lazy part on its own (a dialog, a chart), which counts in a
 * merge's cost but has no cap. Storybook's build leaves the plugin out (.storybook/main.ts):
 * without a plan, the group names nothing.
 */
export function firstLoadMerge(root: string) {
  let names = new Map<string, string>()
  const plugin: Plugin = {
    name: 'first-load-merge',
    apply: 'build',
    async config(_, { mode }) {
      process.env[PROBE] = '1'
      try {
        const result = await build({
          root,
          mode,
          logLevel: 'warn',
          build: { write: false, copyPublicDir: false },
        })
        const output = (Array.isArray(result) ? result : [result]).flatMap((r) =>
          'output' in r ? (r.output as (OutChunk | OutAsset)[]) : [],
        )
        const { plan, cap } = planOf(root, output)
        names = plan.names
        const files = Object.entries(plan.files).map(([page, n]) => `${page} ${n} files`)
        console.log(`first-load merge: ${files.join(', ')}, at most ${cap} KB more on a page`)
      } finally {
        delete process.env[PROBE]
      }
    },
  }
  /** The merged chunk a module goes into, if any (for a chunk group's name function). */
  const chunkOf = (module: string) => names.get(module) ?? null
  return { plugin, chunkOf }
}

function planOf(root: string, output: (OutChunk | OutAsset)[]) {
  const chunks = output.filter((o): o is OutChunk => o.type === 'chunk')
  const assets = new Map(
    output.filter((o): o is OutAsset => o.type === 'asset').map((a) => [a.fileName, a.source]),
  )
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)))
  const loads = (roots: OutChunk[]) => {
    const seen = new Set<OutChunk>()
    const stack = [...roots]
    for (let c = stack.pop(); c; c = stack.pop()) {
      if (seen.has(c)) continue
      seen.add(c)
      stack.push(...c.imports.flatMap((f) => byFile.get(f) ?? []))
    }
    return seen
  }
  const start = loads(chunks.filter((c) => c.isEntry))
  const chunksOf = (modules: string[]) =>
    modules.map((m) => {
      const chunk = byModule.get(resolve(root, m))
      if (!chunk) throw new Error(`first-load merge: no chunk for ${m} (src/app/router.tsx)`)
      return chunk
    })

  const routes = routeTable(root)
  const layout = chunksOf(routes.layout)
  const pages = new Map<string, { roots: OutChunk[]; limited: boolean }>()
  for (const [path, modules] of Object.entries(routes.public))
    pages.set(path, { roots: chunksOf(modules), limited: true })
  for (const [path, modules] of Object.entries(routes.shell))
    pages.set(path, { roots: [...layout, ...chunksOf(modules)], limited: true })
  const named = new Set([...pages.values()].flatMap((p) => p.roots))
  for (const c of chunks) {
    if (!c.isDynamicEntry || named.has(c)) continue
    const page = /-page\.tsx$/.test(c.facadeModuleId ?? '')
    pages.set(c.facadeModuleId ?? c.fileName, {
      roots: page ? [...layout, c] : [c],
      limited: page,
    })
  }
  const pageList = [...pages]
  const loaded = pageList.map(([, p]) => new Set([...start, ...loads(p.roots)]))

  const gzip = (source: string | Uint8Array | undefined) => (source ? gzipSync(source).length : 0)
  const list: Chunk[] = chunks.map((c) => {
    const css = [...(c.viteMetadata?.importedCss ?? [])]
    return {
      name: c.name,
      modules: c.moduleIds,
      size: gzip(c.code) + css.reduce((n, f) => n + gzip(assets.get(f)), 0),
      css: css.length > 0,
      users: new Set(loaded.flatMap((set, i) => (set.has(c) ? [i] : []))),
      start: c.name === 'start',
      fixed: c.isEntry || c.name === 'rolldown-runtime',
      imports: c.imports.flatMap((f) => {
        const i = chunks.findIndex((o) => o.fileName === f)
        return i < 0 ? [] : [i]
      }),
    }
  })
  const planWith = (cap: number) =>
    planFirstLoad({
      chunks: list,
      pages: pageList.map(([name, p]) => ({ name, limited: p.limited })),
      first: FIRST,
      maxAdded: cap * 1024,
    })
  for (let cap = 1; cap < MAX_ADDED_KB; cap++) {
    const plan = planWith(cap)
    if (FIRST.every(({ page, maxFiles }) => plan.files[page] <= maxFiles)) return { plan, cap }
  }
  // none within the files: the budget script says so (its files limits)
  return { plan: planWith(MAX_ADDED_KB), cap: MAX_ADDED_KB }
}
