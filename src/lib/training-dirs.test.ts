import { dirNames, dirOptions, dirTree } from './training-dirs'

describe('resource directory trees', () => {
  it('keeps a nested answer, giving each child its parent’s code', () => {
    const tree = dirTree([
      { dCode: 'D01', dName: '法规', children: [{ dCode: 'D0101', dName: '国家法规' }] },
      { dCode: 'D02', dName: '机械' },
    ])
    expect(tree.parents).toBe(true)
    expect(tree.roots.map((d) => [d.dCode, d.pNo])).toEqual([
      ['D01', ''],
      ['D02', ''],
    ])
    expect(tree.roots[0].children).toEqual([{ dCode: 'D0101', dName: '国家法规', pNo: 'D01' }])
  })

  it('nests a flat answer by pNo', () => {
    const tree = dirTree([
      { dCode: 'D01', dName: '法规', pNo: '' },
      { dCode: 'D0101', dName: '国家法规', pNo: 'D01' },
      { dCode: 'D02', dName: '机械', pNo: '' },
    ])
    expect(tree.parents).toBe(true)
    expect(tree.roots.map((d) => d.dCode)).toEqual(['D01', 'D02'])
    expect(tree.roots[0].children?.map((d) => d.dCode)).toEqual(['D0101'])
  })

  it('lists an answer of codes and names only flat, parents unknown (no pNo made up)', () => {
    const tree = dirTree([
      { dCode: 'D01', dName: '法规' },
      { dCode: 'D0101', dName: '国家法规' },
    ])
    expect(tree.parents).toBe(false)
    expect(tree.roots).toEqual([
      { dCode: 'D01', dName: '法规' },
      { dCode: 'D0101', dName: '国家法规' },
    ])
  })

  it('builds the directory options of a select, and the names of every code', () => {
    const dirs = [
      { dCode: 'D01', dName: '法规', children: [{ dCode: 'D0101', dName: '国家法规' }] },
      { dCode: 'D02', dName: '机械', children: [] },
    ]
    expect(dirOptions(dirs)).toEqual([
      { title: '法规', value: 'D01', children: [{ title: '国家法规', value: 'D0101' }] },
      { title: '机械', value: 'D02' },
    ])
    expect(dirNames(dirs).get('D0101')).toBe('国家法规')
  })
})
