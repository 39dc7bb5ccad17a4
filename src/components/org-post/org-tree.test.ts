import type { OrgNode } from '../../api/user-org'
import {
  filterOrgTree,
  findOrgPath,
  flattenOrgs,
  orgTreeData,
  shortName,
  type OrgTreeItem,
} from './org-tree'

const node = (id: number, pId: number, orgName: string, children: OrgNode[] = []): OrgNode => ({
  id,
  pId,
  orgName,
  orgCode: `C-${id}`,
  order: id,
  label: orgName,
  children,
})

const LONG = '华东区域安全生产与职业健康管理委员会办公室'

const nodes: OrgNode[] = [
  node(1, 0, '生产制造部', [
    node(2, 1, '一车间', [node(3, 2, '数控班'), node(4, 2, '装配班')]),
    node(5, 1, LONG),
  ]),
  node(6, 0, '人力资源部', [node(7, 6, '培训科')]),
]

const keys = (items: OrgTreeItem[]): unknown[] =>
  items.map((i) => (i.children ? [i.key, keys(i.children)] : i.key))

describe('org tree helpers', () => {
  it('builds antd tree data keyed by orgCode, names cut after 18 characters', () => {
    const data = orgTreeData(nodes)
    expect(keys(data)).toEqual([
      ['C-1', [['C-2', ['C-3', 'C-4']], 'C-5']],
      ['C-6', ['C-7']],
    ])
    const long = data[0].children![1]
    expect(long.fullName).toBe(LONG)
    expect(long.title).toBe(`${Array.from(LONG).slice(0, 18).join('')}…`)
    expect(Array.from(long.title)).toHaveLength(19)
    expect(data[0].title).toBe('生产制造部')
    expect(data[0].children![0].children![0].children).toBeUndefined()
  })

  it('cuts at exactly 18 characters and keys a node without orgCode by id', () => {
    expect(shortName('一二三四五六七八九十一二三四五六七八')).toBe(
      '一二三四五六七八九十一二三四五六七八',
    )
    expect(shortName('一二三四五六七八九十一二三四五六七八九')).toBe(
      '一二三四五六七八九十一二三四五六七八…',
    )
    const [root] = orgTreeData([{ id: -1, pId: 0, orgName: '', label: '全部', order: 0 }])
    expect(root).toMatchObject({ key: 'id:-1', title: '全部', orgCode: '' })
    expect(orgTreeData(undefined)).toEqual([])
  })

  it('flattens depth first and finds the path to a node', () => {
    const data = orgTreeData(nodes)
    expect(flattenOrgs(data).map((i) => i.key)).toEqual([
      'C-1',
      'C-2',
      'C-3',
      'C-4',
      'C-5',
      'C-6',
      'C-7',
    ])
    expect(findOrgPath(data, 'C-4').map((i) => i.fullName)).toEqual([
      '生产制造部',
      '一车间',
      '装配班',
    ])
    expect(findOrgPath(data, 'nope')).toEqual([])
    expect(findOrgPath(data, undefined)).toEqual([])
  })

  it('filters by search text: matches with their ancestors, on the whole name', () => {
    const data = orgTreeData(nodes)
    expect(keys(filterOrgTree(data, '装配'))).toEqual([['C-1', [['C-2', ['C-4']]]]])
    // a match keeps its ancestors but not its children that do not match
    expect(keys(filterOrgTree(data, '车间'))).toEqual([['C-1', ['C-2']]])
    // the part of a long name hidden by the ellipsis still matches
    expect(keys(filterOrgTree(data, '办公室'))).toEqual([['C-1', ['C-5']]])
    expect(keys(filterOrgTree(data, '  '))).toEqual(keys(data))
    expect(filterOrgTree(data, '不存在')).toEqual([])
  })
})
