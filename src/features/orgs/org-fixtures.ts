import type { OrgNode } from '../../api/user-org'

/** The name of the one deep department of bigOrgTree that a search should find. */
export const DEEP_ORG = '目标班组'

/**
 * A company of 2,000 departments for tests and stories: 20 departments × 9 sections × 10 teams
 * under the root (-1); the last team of 部门17 / 科室17-8 is named 目标班组.
 */
export function bigOrgTree(): OrgNode[] {
  let last = 0
  const make = (pId: number, orgName: string, below?: (id: number) => OrgNode[]): OrgNode => {
    const id = (last += 1)
    const children = below?.(id)
    return { id, pId, orgName, orgCode: `B${id}`, order: id, ...(children ? { children } : {}) }
  }
  const range = (n: number) => Array.from({ length: n }, (_, i) => i)
  const teamName = (a: number, b: number, c: number) =>
    a === 17 && b === 8 && c === 9 ? DEEP_ORG : `班组${a}-${b}-${c}`
  const top = range(20).map((a) =>
    make(0, `部门${a}`, (pa) =>
      range(9).map((b) =>
        make(pa, `科室${a}-${b}`, (pb) => range(10).map((c) => make(pb, teamName(a, b, c)))),
      ),
    ),
  )
  return [{ id: -1, pId: 0, orgName: '大型集团公司', orgCode: '', order: 0, children: top }]
}
