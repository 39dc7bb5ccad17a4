import { moved, recommendBody, withAdded, without } from './recommend-edit'

describe('recommended list edits (EditRecommendRes sends the whole list)', () => {
  it('adds at the end, once', () => {
    expect(withAdded([1, 2], [3, 2, '4'])).toEqual([1, 2, 3, '4'])
  })
  it('removes one course', () => {
    expect(without([1, 2, 3], '2')).toEqual([1, 3])
  })
  it('moves one place up or down, not past the ends', () => {
    expect(moved([1, 2, 3], 3, 'up')).toEqual([1, 3, 2])
    expect(moved([1, 2, 3], 1, 'down')).toEqual([2, 1, 3])
    expect(moved([1, 2, 3], 1, 'up')).toEqual([1, 2, 3])
    expect(moved([1, 2, 3], 3, 'down')).toEqual([1, 2, 3])
  })
  it('is the list type and the ids in order', () => {
    expect(recommendBody(2, [5, 4])).toEqual({ cate: 2, ids: [5, 4] })
  })
})
