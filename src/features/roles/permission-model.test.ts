import type { MenuItem } from '../../api/types'
import { heldIds, indexTree, roleActOf, toggleNode } from './permission-model'

const node = (id: number, type: 0 | 1 | 2, child: MenuItem[] = []): MenuItem => ({
  id,
  type,
  name: `n${id}`,
  child,
})
// menu 3 > page 31 (buttons 311, 312) and page 32; menu 4 > page 41
const tree = [
  node(3, 0, [node(31, 1, [node(311, 2), node(312, 2)]), node(32, 1)]),
  node(4, 0, [node(41, 1)]),
]
const index = indexTree(tree)

describe('the permission tree of a role', () => {
  it('checking a node checks its ancestors and its subtree, in tree order', () => {
    expect(toggleNode([], '31', true, index)).toEqual(['3', '31', '311', '312'])
    expect(toggleNode(['41'], '312', true, index)).toEqual(['3', '31', '312', '41'])
  })

  it('unchecking a node unchecks its subtree and leaves its page and menu granted', () => {
    expect(toggleNode(['3', '31', '311', '312', '32'], '311', false, index)).toEqual([
      '3',
      '31',
      '312',
      '32',
    ])
    expect(toggleNode(['3', '31', '311', '32'], '31', false, index)).toEqual(['3', '32'])
  })

  it('reads the held ids from roleAct, each by its actionId', () => {
    expect(heldIds({ roleAct: [{ actionId: 3 }, { actionId: '31' }, { actionId: 3 }] })).toEqual([
      '3',
      '31',
    ])
    expect(heldIds({ roleAct: [] })).toEqual([])
  })

  it('knows the held ids are unknown, not none, when the answer has no list or an entry without its id', () => {
    expect(heldIds({})).toBeUndefined()
    expect(heldIds({ roleAct: undefined })).toBeUndefined()
    expect(heldIds(undefined)).toBeUndefined()
    expect(heldIds({ roleAct: [{ actionId: 3 }, {}] })).toBeUndefined()
  })

  it('sends the checked ids with every ancestor, then the held ids the tree does not show', () => {
    // a button held without its page (old data): the page and menu are sent so it takes effect
    expect(roleActOf(['312', '41'], ['999'], index)).toEqual([
      { actionId: 3 },
      { actionId: 31 },
      { actionId: 312 },
      { actionId: 4 },
      { actionId: 41 },
      { actionId: 999 },
    ])
  })

  it('shows a node without an id but never grants it, nor sends an id for it', () => {
    // a menu comes without its id: its page 51 can be granted, the menu itself cannot
    const blind = indexTree([{ name: 'm', type: 0, child: [node(51, 1)] }, node(6, 0)])
    expect(blind.order).toEqual(['#/0', '51', '6'])
    expect(blind.id.has('#/0')).toBe(false)
    expect(toggleNode([], '51', true, blind)).toEqual(['51'])
    expect(toggleNode([], '#/0', true, blind)).toEqual(['51'])
    expect(roleActOf(['51', '6'], [], blind)).toEqual([{ actionId: 51 }, { actionId: 6 }])
  })
})
