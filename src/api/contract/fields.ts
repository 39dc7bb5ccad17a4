import type { Tree } from './documented-answers'

// Field paths of answers: 'userpaper.id' is id inside userpaper; a list is transparent (its
// item's fields are the list's), and a node that holds nodes like itself (a menu's `child`) is
// named once, not followed. The same walk reads the app's answer schemas, the documented trees and
// the mock's answers, so the three can be compared.

/** The parts of a valibot schema the walk reads. */
interface SchemaNode {
  kind?: string
  type?: string
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  wrapped?: SchemaNode
  options?: SchemaNode[]
  getter?: (input: unknown) => SchemaNode
  pipe?: SchemaNode[]
}

/** The field paths a schema of `data` names. */
export function schemaFields(schema: unknown): string[] {
  const found = new Set<string>()
  const walk = (node: SchemaNode | undefined, prefix: string, stack: Set<SchemaNode>) => {
    if (!node || node.kind !== 'schema') return
    if (stack.has(node)) return
    const inner = new Set(stack).add(node)
    for (const step of node.pipe?.slice(1) ?? []) walk(step, prefix, inner)
    if (node.entries)
      for (const [key, child] of Object.entries(node.entries)) {
        const path = prefix ? `${prefix}.${key}` : key
        found.add(path)
        walk(child, path, inner)
      }
    walk(node.item, prefix, inner)
    walk(node.wrapped, prefix, inner)
    for (const option of node.options ?? []) walk(option, prefix, inner)
    if (node.type === 'lazy' && node.getter) walk(node.getter(undefined), prefix, inner)
  }
  walk(schema as SchemaNode, '', new Set())
  return [...found].sort()
}

/** The field paths a documented tree names. */
export function treeFields(tree: Tree | undefined): string[] {
  const found: string[] = []
  const walk = (node: Tree | undefined, prefix: string, stack: Set<Tree>) => {
    if (!node || node === true || stack.has(node)) return
    const inner = new Set(stack).add(node)
    for (const [key, child] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key
      found.push(path)
      walk(child, path, inner)
    }
  }
  walk(tree, '', new Set())
  return found.sort()
}

/** `tree` with these extra paths added (the registry's assumptions of a call). */
export function withPaths(tree: Tree | undefined, paths: readonly string[]): Tree {
  const root: { [field: string]: Tree } = tree && tree !== true ? { ...tree } : {}
  for (const path of paths) {
    let node = root
    const parts = path.split('.')
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      const existing = node[part]
      if (last) {
        if (existing === undefined) node[part] = true
        return
      }
      const next: { [field: string]: Tree } = existing && existing !== true ? { ...existing } : {}
      node[part] = next
      node = next
    })
  }
  return Object.keys(root).length || !tree ? root : tree
}

/**
 * `value` with only the fields `tree` names, at every depth; lists keep every item, each cut the
 * same way. `true` keeps the value as it is; no tree at all (nothing documented) leaves null.
 */
export function cutToTree(value: unknown, tree: Tree | undefined): unknown {
  if (tree === undefined) return null
  if (tree === true) return value
  if (Array.isArray(value)) return value.map((item) => cutToTree(item, tree))
  if (!value || typeof value !== 'object') return value
  const kept: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(tree))
    if (key in value) kept[key] = cutToTree((value as Record<string, unknown>)[key], child)
  return kept
}
