import type { ResDir } from '../../api/train-resdir'
import {
  deleteBody,
  reorderBodies,
  resDirItems,
  resDirTree,
  saveBody,
  siblingsOf,
} from './resdir-tree'

const dir = (n: number, sort: number, pNo = ''): ResDir => ({
  id: n,
  dCode: `D${n}`,
  dName: `目录${n}`,
  pNo,
  sort,
})

describe('resource directory order', () => {
  it('sends only the two siblings that swap when the sorts run 1..n', () => {
    expect(reorderBodies([dir(1, 1), dir(2, 2), dir(3, 3)], 'D3', 'up')).toEqual([
      { id: 3, dCode: 'D3', dName: '目录3', pNo: '', sort: 2 },
      { id: 2, dCode: 'D2', dName: '目录2', pNo: '', sort: 3 },
    ])
  })

  it('numbers the siblings again when the sorts have gaps or repeats', () => {
    const bodies = reorderBodies([dir(1, 1), dir(2, 5), dir(3, 5)], 'D1', 'down')
    expect(bodies.map((b) => [b.id, b.sort])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ])
  })

  it('cannot move the first up or the last down', () => {
    expect(reorderBodies([dir(1, 1), dir(2, 2)], 'D1', 'up')).toEqual([])
    expect(reorderBodies([dir(1, 1), dir(2, 2)], 'D2', 'down')).toEqual([])
  })

  it('finds the siblings of a sub-directory under its parent', () => {
    const items = resDirItems([{ ...dir(1, 1), children: [dir(11, 1, 'D1'), dir(12, 2, 'D1')] }])
    expect(siblingsOf(items, 'D12').map((d) => d.dCode)).toEqual(['D11', 'D12'])
  })

  it('moves nothing when a sibling’s order or parent is unknown (no numbering made up)', () => {
    const unsorted = { dCode: 'D9', dName: '目录9', pNo: '' }
    expect(reorderBodies([dir(1, 1), unsorted], 'D1', 'down')).toEqual([])
    const orphan = { dCode: 'D8', dName: '目录8', sort: 2 }
    expect(reorderBodies([dir(1, 1), orphan], 'D1', 'down')).toEqual([])
  })
})

describe('resource directory saves', () => {
  it('names a directory by its dCode, with its id, parent and order only when the answer had them', () => {
    expect(saveBody({ dCode: 'D01', dName: '法规' }, { dName: '法律法规' })).toEqual({
      dCode: 'D01',
      dName: '法律法规',
    })
    expect(saveBody(dir(2, 3, 'D01'), { dName: '新名' })).toEqual({
      id: 2,
      dCode: 'D2',
      dName: '新名',
      pNo: 'D01',
      sort: 3,
    })
  })

  it('deletes by the documented id when it was read, and always by the dCode', () => {
    expect(deleteBody(dir(2, 1))).toEqual({ id: 2, dCode: 'D2' })
    expect(deleteBody({ dCode: 'D2', dName: '目录2' })).toEqual({ dCode: 'D2' })
  })
})

describe('resource directory tree shape', () => {
  it('knows parents and order from a nested answer with sorts', () => {
    const tree = resDirTree([{ ...dir(1, 1), children: [dir(11, 1, 'D1')] }, dir(2, 2)])
    expect([tree.parents, tree.order]).toEqual([true, true])
    expect(tree.items.every((item) => item.movable)).toBe(true)
  })

  it('lists codes and names only flat: no parent, no order, nothing movable', () => {
    const tree = resDirTree([
      { dCode: 'D1', dName: '目录1' },
      { dCode: 'D2', dName: '目录2' },
    ])
    expect([tree.parents, tree.order]).toEqual([false, false])
    expect(tree.items.map((item) => [item.key, item.movable, item.dir.pNo])).toEqual([
      ['D1', false, undefined],
      ['D2', false, undefined],
    ])
    expect(siblingsOf(tree.items, 'D1')).toEqual([])
  })

  it('knows the parents but not the order when the sorts are missing', () => {
    const tree = resDirTree([
      { dCode: 'D1', dName: '目录1', children: [] },
      { dCode: 'D2', dName: '目录2', children: [] },
    ])
    expect([tree.parents, tree.order]).toEqual([true, false])
  })
})
