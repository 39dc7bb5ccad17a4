import { dirname, join, resolve } from 'node:path'

// Structural types of what the bundler hands a chunk group's name function (rolldown's
// CodeSplittingNameFunction): a module's static imports and its code after the transforms.
export type ModuleInfo = {
  importedIds: readonly string[]
  code: string | null
}
export type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null }

// Packages whose index only re-exports its parts: `import { Button } from 'antd'` statically
// imports every antd component through it, but the build keeps only Button. Through these a
// closure follows only the names a module imports.
const BARRELS: Record<string, RegExp> = {
  antd: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
  '@ant-design/icons':
    /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](icons[\\/])?index\.js$/,
}
const barrelOf = (id: string) => Object.keys(BARRELS).find((name) => BARRELS[name].test(id))

/** The names `code` imports or re-exports from `specifier` (`{ A, B as C }` gives A and B). */
export function namesFrom(code: string, specifier: string): string[] {
  const quoted = specifier.replace(/[/.]/g, (c) => `\\${c}`)
  const statement = new RegExp(
    `(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`,
    'g',
  )
  return [...code.matchAll(statement)].flatMap((m) =>
    m[1]
      .split(',')
      .map((part) => part.trim().split(/\s+/)[0])
      .filter((name) => name && name !== 'type'),
  )
}

/**
 * What a barrel hands out for `names`: the files its `export { default as Name } from './x'`
 * lines name (through `export * from './y'` too), among the barrel's own imports.
 */
function throughBarrel(barrel: string, names: Set<string>, ctx: ChunkingContext): string[] {
  const info = ctx.getModuleInfo(barrel)
  if (!info?.code) return []
  const fileOf = (relative: string) => {
    const base = resolve(dirname(barrel), relative)
    return info.importedIds.find((id) => [`${base}.js`, join(base, 'index.js')].includes(id))
  }
  const found: string[] = []
  for (const m of info.code.matchAll(
    /export\s*\{\s*default as (\w+)\s*\}\s*from\s*["']([^"']+)["']/g,
  ))
    if (names.has(m[1])) found.push(fileOf(m[2]) ?? '')
  for (const m of info.code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const inner = fileOf(m[1])
    if (inner) found.push(...throughBarrel(inner, names, ctx))
  }
  return found.filter(Boolean)
}

/** Every module `roots` import statically and the build keeps, the roots included. */
export function closure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    for (const next of info?.importedIds ?? []) {
      const barrel = barrelOf(next)
      if (!barrel) stack.push(next)
      else if (!barrelOf(id))
        stack.push(...throughBarrel(next, new Set(namesFrom(info?.code ?? '', barrel)), ctx))
    }
  }
  return seen
}
