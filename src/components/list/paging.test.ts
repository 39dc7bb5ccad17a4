import { pagingFields } from './paging'

describe('paging adapter', () => {
  it('spells the request paging fields the way each call wants them', () => {
    const paging = { page: 3, size: 20 }
    expect(pagingFields('pageIndex/pageRows', paging)).toEqual({ pageIndex: 3, pageRows: 20 })
    expect(pagingFields('PageIndex/PageRows', paging)).toEqual({ PageIndex: 3, PageRows: 20 })
    expect(pagingFields('pageIndex/pageSize', paging)).toEqual({ pageIndex: 3, pageSize: 20 })
    expect(pagingFields('PageIndex/pageSize', paging)).toEqual({ PageIndex: 3, pageSize: 20 })
  })
})
