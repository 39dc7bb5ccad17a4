import { listPagination } from './pagination'

describe('listPagination', () => {
  it('gives the pager the list state: total text, sizes, jumper, and changes through setPage', () => {
    const setPage = vi.fn()
    const pager = listPagination({ page: 2, size: 20, pageSizes: [10, 20, 30, 50], setPage }, 45)
    expect(pager).toMatchObject({
      current: 2,
      pageSize: 20,
      total: 45,
      pageSizeOptions: [10, 20, 30, 50],
      showSizeChanger: true,
      showQuickJumper: true,
    })
    expect(pager.showTotal(45)).toBe('共 45 条')
    pager.onChange(3, 20)
    expect(setPage).toHaveBeenCalledWith(3, 20)
  })
})
