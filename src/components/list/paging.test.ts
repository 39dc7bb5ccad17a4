import { pageFromModels, pageFromTotal, pagingFields } from './paging'

describe('paging adapter', () => {
  it('reads data.models and data.totalCount', () => {
    const page = pageFromModels({ data: { models: [{ id: 1 }], totalCount: 31 } })
    expect(page).toEqual({ rows: [{ id: 1 }], total: 31 })
  })

  it('reads data and the envelope total', () => {
    expect(pageFromTotal({ data: [{ id: 1 }, { id: 2 }], total: 12 })).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 12,
    })
  })

  it('treats a null or missing list as empty, and no answer yet as empty', () => {
    expect(pageFromModels({ data: null })).toEqual({ rows: [], total: 0 })
    expect(pageFromModels({ data: { models: null, totalCount: 0 } })).toEqual({
      rows: [],
      total: 0,
    })
    expect(pageFromTotal({ data: null, total: 0 })).toEqual({ rows: [], total: 0 })
    expect(pageFromTotal(undefined)).toEqual({ rows: [], total: 0 })
  })

  it('reads a numeric-string total and falls back to the rows without one', () => {
    expect(pageFromTotal({ data: [{ id: 1 }], total: '40' }).total).toBe(40)
    expect(pageFromModels({ data: { models: [{ id: 1 }, { id: 2 }] } }).total).toBe(2)
  })

  it('reports a non-array where the list belongs as an error', () => {
    const wrong = JSON.parse('{"data":{"models":{"id":1},"totalCount":1}}')
    const page = pageFromModels<{ id: number }>(wrong)
    expect(page.rows).toEqual([])
    expect(page.error?.message).toBe('列表数据格式错误：data.models 不是数组')
    expect(pageFromTotal<{ id: number }>(JSON.parse('{"data":"oops"}')).error).toBeInstanceOf(Error)
  })

  it('spells the request paging fields the way each call wants them', () => {
    const paging = { page: 3, size: 20 }
    expect(pagingFields('pageIndex/pageRows', paging)).toEqual({ pageIndex: 3, pageRows: 20 })
    expect(pagingFields('PageIndex/PageRows', paging)).toEqual({ PageIndex: 3, PageRows: 20 })
    expect(pagingFields('pageIndex/pageSize', paging)).toEqual({ pageIndex: 3, pageSize: 20 })
    expect(pagingFields('PageIndex/pageSize', paging)).toEqual({ PageIndex: 3, pageSize: 20 })
  })
})
