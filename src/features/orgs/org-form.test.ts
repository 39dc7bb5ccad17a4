import type { OrgNode } from '../../api/user-org'
import { asLoaded } from '../../testing'
import { flattenOrgs, orgTreeData } from '../../components/org-post/org-tree'
import {
  addBody,
  deleteBody,
  editBody,
  orgFormValues,
  parentOptions,
  type ParentOption,
} from './org-form'

/** A node as GetOrgTree answers it (with a column the app never reads). */
const node = (id: number, pId: number, orgName: string, children: OrgNode[] = []): OrgNode =>
  asLoaded({
    id,
    pId,
    orgName,
    orgCode: id < 0 ? '' : `C-${id}`,
    order: id,
    label: orgName,
    CreatorId: 'u-1',
    children,
  })

// 公司 (-1) > 甲 (1) > 甲一 (11) > 甲一一 (111); 公司 > 乙 (2)
const tree = [
  node(-1, 0, '公司', [
    node(1, 0, '甲', [node(11, 1, '甲一', [node(111, 11, '甲一一')])]),
    node(2, 0, '乙'),
  ]),
]
const items = orgTreeData(tree)
const names = (options: ParentOption[]) => flattenOrgs(options).map((o) => o.title)
const byId = (id: number) => flattenOrgs(items).find((i) => i.node.id === id)!.node

describe('department form', () => {
  it('the cascader offers neither the department itself nor anything under it', () => {
    expect(names(parentOptions(items, byId(1).orgCode))).toEqual(['公司', '乙'])
    expect(names(parentOptions(items, byId(11).orgCode))).toEqual(['公司', '甲', '乙'])
    expect(names(parentOptions(items))).toEqual(['公司', '甲', '甲一', '甲一一', '乙'])
  })

  it('starts from the record (edit) or from order 0 (add)', () => {
    expect(orgFormValues(items)).toEqual({ orgName: '', order: 0 })
    expect(orgFormValues(items, byId(111))).toEqual({
      orgName: '甲一一',
      order: 111,
      parentPath: [-1, 1, 11],
    })
  })

  it('adds under the parent (pId) and trims the name', () => {
    expect(addBody({ orgName: ' 丙 ', order: 3 }, byId(-1))).toEqual({
      pId: -1,
      orgName: '丙',
      order: 3,
    })
  })

  it('edits with the new pId when moved and keeps the record’s own pId otherwise', () => {
    const moved = editBody({ orgName: '甲一新', order: 5, parentPath: [-1, 2] }, byId(11), items)
    // the node as it came, its departments below left out
    expect(moved).toEqual({
      id: 11,
      pId: 2,
      orgName: '甲一新',
      orgCode: 'C-11',
      order: 5,
      label: '甲一',
      CreatorId: 'u-1',
    })
    // a top-level department carries pId 0 under the root -1: left in place, it keeps 0
    const kept = editBody({ orgName: '甲', order: 1, parentPath: [-1] }, byId(1), items)
    expect(kept.pId).toBe(0)
    expect(editBody({ orgName: '乙', order: 2, parentPath: [-1, 1] }, byId(2), items).pId).toBe(1)
  })

  it('an order or parent the node did not carry is never taken as 0 or the top level', () => {
    const bare: OrgNode = asLoaded({ id: 11, orgName: '甲一', orgCode: 'C-11' })
    const shown = orgTreeData([node(-1, 0, '公司', [node(1, 0, '甲', [bare])])])
    const values = orgFormValues(shown, bare)
    expect(values).toEqual({ orgName: '甲一', order: undefined, parentPath: [-1, 1] })
    // only the name changed: neither the parent nor the order goes out
    expect(editBody({ ...values, orgName: '甲一新' }, bare, shown)).toEqual({
      id: 11,
      orgName: '甲一新',
      orgCode: 'C-11',
    })
    // moved, or an order typed: sent
    expect(editBody({ ...values, parentPath: [-1], order: 4 }, bare, shown)).toEqual({
      id: 11,
      pId: -1,
      orgName: '甲一',
      orgCode: 'C-11',
      order: 4,
    })
    // an order read and then cleared by the user is the default 0
    expect(editBody({ orgName: '甲', order: null, parentPath: [-1] }, byId(1), items).order).toBe(0)
  })

  it('deletes with the node as body, without its children', () => {
    expect(deleteBody(byId(1))).toEqual({
      id: 1,
      pId: 0,
      orgName: '甲',
      orgCode: 'C-1',
      order: 1,
      label: '甲',
      CreatorId: 'u-1',
    })
  })
})
