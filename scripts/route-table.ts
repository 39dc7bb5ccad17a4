import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { parseSync } from 'vite'
import type { RouteFiles } from '../src/boot/route-files.ts'
import { paths, publicPaths } from '../src/lib/paths.ts'

// The modules that render each path, read from the route table itself (src/app/router.tsx), for
// the build's route preload (route-preload-plugin.ts): a route's `path` and the module its `lazy`
// imports, and what its `loader` imports on demand (the page's calls, in the feature's
// route-loader.ts). Public pages are the paths of lib/paths.ts's publicPaths; the route with a
// `lazy` and no path is the logged-in layout; every other route with a path and an import is a
// logged-in page.

type Node = { type: string; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** Every node under `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* walk(child)
  else if (isNode(node)) {
    yield node
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') yield* walk(value)
  }
}

const parse = (file: string) =>
  parseSync(file, readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' }).program

/** The modules `node` imports on demand (`import('./x')`), resolved from `file`, as files. */
function importsIn(node: unknown, file: string): string[] {
  const found: string[] = []
  for (const n of walk(node)) {
    const source = n.type === 'ImportExpression' ? (n.source as Node) : undefined
    if (source?.type === 'Literal' && typeof source.value === 'string')
      found.push(resolve(dirname(file), source.value))
  }
  return found
}

/** `module` as the file that holds it (with its extension). */
function fileOf(module: string): string {
  const file = ['.tsx', '.ts'].map((ext) => module + ext).find((f) => existsSync(f))
  if (file) return file
  throw new Error(`route table: no file for ${module}`)
}

const property = (object: Node, name: string) =>
  (object.properties as Node[]).find(
    (p) =>
      p.type === 'Property' &&
      (p.key as Node).type === 'Identifier' &&
      (p.key as Node).name === name,
  )?.value as Node | undefined

/** A route's path: `paths.name` (a template like `${paths.redirect}/*` is no page's). */
function pathOf(value: Node | undefined): string | undefined {
  if (value?.type !== 'MemberExpression') return undefined
  const object = value.object as Node
  const name = (value.property as Node).name as keyof typeof paths
  return object.type === 'Identifier' && object.name === 'paths' ? paths[name] : undefined
}

/** What each path's route loads, from `router` (src/app/router.tsx) under `root`. */
export function routeTable(root: string, router = resolve(root, 'src/app/router.tsx')): RouteFiles {
  const program = parse(router)
  // the loaders the table imports by name: each one's file, for what it imports on demand
  const loaderFiles = new Map<string, string>()
  for (const statement of program.body as unknown as Node[]) {
    const from = (statement.source as Node | undefined)?.value
    if (statement.type !== 'ImportDeclaration' || typeof from !== 'string') continue
    if (!from.endsWith('/route-loader')) continue
    for (const s of statement.specifiers as Node[])
      loaderFiles.set((s.local as Node).name as string, fileOf(resolve(dirname(router), from)))
  }
  const name = (file: string) => relative(root, fileOf(file)).split('\\').join('/')
  const table: RouteFiles = {
    home: paths.home,
    login: paths.login,
    auth: [paths.login, paths.register],
    public: {},
    layout: [],
    shell: {},
  }
  for (const route of walk(program)) {
    if (route.type !== 'ObjectExpression') continue
    const lazy = property(route, 'lazy')
    const pages = lazy ? importsIn(lazy, router) : []
    if (!pages.length) continue
    const pathNode = property(route, 'path')
    if (!pathNode) {
      table.layout = pages.map(name)
      continue
    }
    const path = pathOf(pathNode)
    if (!path) continue
    const loader = property(route, 'loader')
    const callee = loader?.type === 'CallExpression' ? (loader.callee as Node) : undefined
    const loaderFile =
      callee?.type === 'Identifier' ? loaderFiles.get(callee.name as string) : undefined
    const data = loaderFile ? importsIn(parse(loaderFile), loaderFile) : []
    const files = [...pages, ...data].map(name)
    const key = path.toLowerCase()
    if (publicPaths.includes(path)) table.public[key] = files
    else table.shell[key] = files
  }
  return table
}
