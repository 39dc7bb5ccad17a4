// A static check of the heavy-library chunks (lib-*.js) of a build, run by the budget script:
// a lib chunk must not load another one (the crop dialog once loaded all of echarts, because
// the tslib they share had been put into lib-echarts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const IMPORTS = /(?:from|import)\s*"\.\/([^"]+\.js)"/g

/** The problems found in the lib chunks of `assets` (a build's assets folder). */
export function checkLibraryChunks(assets) {
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'))
  const importsOf = new Map(
    files.map((f) => [
      f,
      [...readFileSync(join(assets, f), 'utf8').matchAll(IMPORTS)].map((m) => m[1]),
    ]),
  )
  const problems = []
  for (const lib of files.filter((f) => f.startsWith('lib-'))) {
    const seen = new Set([lib])
    const stack = [...importsOf.get(lib)]
    while (stack.length) {
      const next = stack.pop()
      if (seen.has(next)) continue
      seen.add(next)
      if (next.startsWith('lib-')) problems.push(`${lib} loads ${next}`)
      stack.push(...(importsOf.get(next) ?? []))
    }
  }
  return problems
}
