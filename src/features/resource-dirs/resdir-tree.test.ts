import type { ResDir } from '../../api/train-resdir'
import { reorderBodies, resDirItems, siblingsOf } from './resdir-tree'

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
})
