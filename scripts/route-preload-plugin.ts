import { resolve } from 'node:path'
import { build, type Plugin } from 'vite'
import { routeTable } from './route-table.ts'

type Chunk = {
  type: 'chunk'
  name: string
  fileName: string
  facadeModuleId: string | null
  moduleIds: string[]
  imports: string[]
  isEntry: boolean
  viteMetadata?: { importedCss: Set<string> }
}
type Asset = { type: 'asset'; fileName: string; names?: string[] }
type Bundle = Record<string, Chunk | Asset>

const PRELOADER = 'route-preload.js'

/**
 * A first script (src/boot/route-preload.ts, src/boot/home-fill.ts) bundled on its own, minified:
 * one file that imports nothing. In the app's build, a module it shares with the app (the home
 * page's early calls, lib/early-answers.ts) would be the app's, and the first script would wait for
 * one more file.
 */
export async function bundleAlone(root: string, mode: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: resolve(root, entry),
        output: { codeSplitting: false },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  )
  const chunks = outputs.filter((o) => o.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`${entry} built to several files`)
  return chunks[0].code
}

/**
 * Writes into index.html, as JSON, the built files each path of the route table needs (its modules
 * read from src/app/router.tsx by route-table.ts):
 * the chunks of its modules with their static imports and CSS, less what the entry loads anyway.
 * src/boot/route-preload.ts (the page's first script) reads it and preloads the current path's
 * files.
 */
export function routePreload(): Plugin {
  let root = ''
  let base = '/'
  let mode = 'production'
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
      mode = config.mode
    },
    // a file of its own: a script of index.html would be merged into the app's entry, and run
    // only after everything the entry imports has arrived
    async buildStart() {
      this.emitFile({
        type: 'asset',
        name: PRELOADER,
        source: await bundleAlone(root, mode, 'src/boot/route-preload.ts'),
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Bundle | undefined
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk')
        const byFile = new Map(chunks.map((c) => [c.fileName, c]))
        const closure = (start: Chunk[]) => {
          const seen = new Set<string>()
          const css = new Set<string>()
          const visit = (chunk: Chunk) => {
            if (seen.has(chunk.fileName)) return
            seen.add(chunk.fileName)
            chunk.viteMetadata?.importedCss.forEach((f) => css.add(f))
            chunk.imports.forEach((f) => byFile.get(f) && visit(byFile.get(f)!))
          }
          start.forEach(visit)
          return [...seen, ...css]
        }
        const preloader = Object.values(bundle).find(
          (a): a is Asset => a.type === 'asset' && !!a.names?.includes(PRELOADER),
        )
        if (!preloader)
          throw new Error('route-preload: the built src/boot/route-preload.ts is missing')
        const loaded = new Set(closure(chunks.filter((c) => c.isEntry)))
        // the same shape in and out: modules per path from the router, built files in the page
        const table = routeTable(root)
        const filesOf = (modules: string[]) => {
          const start = modules.map((m) => {
            const id = resolve(root, m)
            const chunk =
              chunks.find((c) => c.facadeModuleId === id) ??
              chunks.find((c) => c.moduleIds.includes(id))
            if (!chunk) throw new Error(`route-preload: no chunk for ${m} (src/app/router.tsx)`)
            return chunk
          })
          return closure(start)
            .filter((f) => !loaded.has(f))
            .map((f) => base + f)
        }
        const map = (record: Record<string, string[]>) =>
          Object.fromEntries(Object.entries(record).map(([path, m]) => [path, filesOf(m)]))
        const data = {
          home: table.home,
          login: table.login,
          auth: table.auth,
          public: map(table.public),
          layout: filesOf(table.layout),
          shell: map(table.shell),
        }
        // data, not a script: the CSP's script-src does not apply, and </ cannot occur in it
        const json = JSON.stringify(data).replace(/</g, '\\u003c')
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'route-files' },
              children: json,
              injectTo: 'head-prepend',
            },
            {
              tag: 'script',
              // async: run as soon as it arrives. A module script without it waits for the
              // stylesheets above it, which queue behind the entry's preloads on HTTP/1.1's six
              // connections: the current page's files were asked for ~300 ms late on /login.
              // The JSON above is parsed by then (it comes first in the head).
              attrs: {
                type: 'module',
                async: true,
                crossorigin: true,
                src: base + preloader.fileName,
              },
              injectTo: 'head-prepend',
            },
          ],
        }
      },
    },
  }
}
