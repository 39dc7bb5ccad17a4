/**
 * Which chunks of the first pages to merge, so that each of them requests at most so many files
 * (/login and /home). A pure function over a build's chunks, unit-tested on its own;
 * scripts/first-load-chunks.ts feeds it the chunks of a first, unmerged build.
 *
 * Left to itself, the bundler makes one chunk of the modules that the same lazy imports load: the
 * first pages end up with dozens of small chunks (antd's helpers, which every page loads in a
 * different mix). Merging two chunks costs bytes: a page that loads one and not the other now
 * loads both. This takes, one at a time, the merge that costs all pages together the fewest bytes
 * among those that spare a first page over its limit a file, never adding more than `maxAdded` to
 * a limited page, until every first page is within its limit or no merge is left.
 */

export type Chunk = {
  name: string
  modules: string[]
  /** gzip bytes of its code and stylesheet */
  size: number
  /** it brings a stylesheet: one more file */
  css: boolean
  /** the pages (indexes) that load it */
  users: ReadonlySet<number>
  /** the start chunk: merged into, it keeps its name */
  start?: boolean
  /** never merged (the html's entry, the bundler's runtime) */
  fixed?: boolean
  /** the chunks (indexes in the list) it imports statically: whoever loads it loads them too */
  imports?: number[]
}

export type PlanInput = {
  chunks: Chunk[]
  /** every page; `limited`: the merges may add at most `maxAdded` to it (else it only counts in the cost) */
  pages: { name: string; limited: boolean }[]
  /** the pages to bring within a number of files, counting `extra` files they load besides chunks */
  first: { page: string; maxFiles: number; extra: number }[]
  maxAdded: number
}

export type Plan = {
  /** module → the chunk it goes into, for the merged chunks only */
  names: Map<string, string>
  /** files each first page loads after the merges */
  files: Record<string, number>
  /** bytes the merges add to each page that grew */
  added: Record<string, number>
}

type Group = Omit<Chunk, 'users' | 'modules' | 'imports'> & {
  modules: string[]
  users: Set<number>
  imports: Set<number>
}

export function planFirstLoad({ chunks, pages, first, maxAdded }: PlanInput): Plan {
  const firsts = first.map(({ page, maxFiles, extra }) => {
    const index = pages.findIndex((p) => p.name === page)
    if (index < 0) throw new Error(`first-load plan: no page ${page}`)
    return { page, index, limit: maxFiles - extra, extra }
  })
  const groups: Group[] = chunks.map((c) => ({
    ...c,
    modules: [...c.modules],
    users: new Set(c.users),
    imports: new Set(c.imports ?? []),
  }))
  // each chunk of the list → the group it is in now
  const groupOf = [...groups]
  const merged = new Set<Group>()
  const added = pages.map(() => 0)
  const cap = pages.map((p) => (p.limited ? maxAdded : Infinity))

  const filesOf = (page: number) =>
    groups.reduce((n, g) => n + (g.users.has(page) ? (g.css ? 2 : 1) : 0), 0)
  /** the groups a and b bring with them, themselves included */
  const closure = (roots: Group[]) => {
    const seen = new Set<Group>()
    const stack = [...roots]
    for (let g = stack.pop(); g; g = stack.pop()) {
      if (seen.has(g)) continue
      seen.add(g)
      for (const i of g.imports) stack.push(groupOf[i])
    }
    return seen
  }
  /** Bytes the merge of a and b adds to each page (a page now loading what the others bring too); undefined if a page would pass its cap. */
  const growth = (a: Group, b: Group) => {
    const users = new Set([...a.users, ...b.users])
    const add = new Map<number, number>()
    for (const g of closure([a, b]))
      for (const p of users) if (!g.users.has(p)) add.set(p, (add.get(p) ?? 0) + g.size)
    for (const [p, n] of add) if (added[p] + n > cap[p]) return undefined
    return add
  }
  for (;;) {
    let best: { cost: number; a: Group; b: Group; add: Map<number, number> } | undefined
    for (const { index, limit } of firsts) {
      if (filesOf(index) <= limit) continue
      const loaded = groups.filter((g) => g.users.has(index) && !g.fixed)
      for (const [i, a] of loaded.entries())
        for (const b of loaded.slice(i + 1)) {
          const add = growth(a, b)
          if (!add) continue
          const cost = [...add.values()].reduce((n, v) => n + v, 0)
          if (!best || cost < best.cost) best = { cost, a, b, add }
        }
    }
    if (!best) break
    const { a, b, add } = best
    for (const [p, n] of add) added[p] += n
    const users = new Set([...a.users, ...b.users])
    for (const g of closure([a, b])) for (const p of users) g.users.add(p)
    // the start chunk absorbs; otherwise the bigger one does, and names the merge
    const [into, from] = b.start || (!a.start && b.size > a.size) ? [b, a] : [a, b]
    into.modules.push(...from.modules)
    into.size += from.size
    into.css ||= from.css
    for (const i of from.imports) into.imports.add(i)
    groupOf.forEach((g, i) => g === from && (groupOf[i] = into))
    groups.splice(groups.indexOf(from), 1)
    merged.delete(from)
    merged.add(into)
  }

  const names = new Map<string, string>()
  for (const g of merged) for (const id of g.modules) names.set(id, g.name)
  return {
    names,
    files: Object.fromEntries(firsts.map((f) => [f.page, filesOf(f.index) + f.extra])),
    added: Object.fromEntries(
      pages.flatMap((p, i) => (added[i] > 0 ? [[p.name, Math.round(added[i])]] : [])),
    ),
  }
}
