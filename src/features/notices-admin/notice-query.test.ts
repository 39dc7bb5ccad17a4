import { describe, expect, it } from 'vitest'
import type { Notice } from '../../api/sys-notice'
import { parseListState } from '../../components/list/list-state'
import {
  categoriesOf,
  filterByTitle,
  noticeListSpec,
  noticePage,
  noticeRows,
  pageOf,
} from './notice-query'

const notice = (code: string, title: string, releaseTime = ''): Notice => ({
  noticeSysCode: code,
  noticeTitle: title,
  noticeType: 1,
  releaseTime,
})
const stateOf = (query: string) => parseListState(new URLSearchParams(query), noticeListSpec)

describe('the list state', () => {
  it('shows every category, page 1 of 10 by default, and reads the URL', () => {
    expect(stateOf('')).toEqual({ filters: { type: 'all', title: '' }, page: 1, size: 10 })
    expect(stateOf('type=5&title=%20解读%20&page=2&size=20')).toEqual({
      filters: { type: 5, title: '解读' },
      page: 2,
      size: 20,
    })
    expect(stateOf('type=3&size=13').filters.type).toBe('all')
  })

  it('asks each category of the filter', () => {
    expect(categoriesOf('all')).toEqual([4, 5])
    expect(categoriesOf(5)).toEqual([5])
  })
})

describe('noticeRows', () => {
  it('keeps the order of one category', () => {
    const rows = noticeRows([
      { category: 4, notices: [notice('A', 'a', '2026-01-01'), notice('B', 'b', '2026-03-01')] },
    ])
    expect(rows.map((r) => [r.key, r.category])).toEqual([
      ['4:A', 4],
      ['4:B', 4],
    ])
  })

  it('merges categories newest first, undated ones last', () => {
    const rows = noticeRows([
      { category: 4, notices: [notice('A', 'a', '2026-01-01 09:00:00'), notice('D', 'd')] },
      {
        category: 5,
        notices: [notice('B', 'b', '2026-03-01 09:00:00'), notice('C', 'c', '1900-01-01')],
      },
    ])
    expect(rows.map((r) => r.key)).toEqual(['5:B', '4:A', '5:C', '4:D'])
  })
})

describe('filterByTitle', () => {
  const rows = [notice('A', '关于培训的通知'), notice('B', 'Platform 升级公告')]

  it('keeps the titles that hold the text, in any letter case', () => {
    expect(filterByTitle(rows, ' 培训 ').map((r) => r.noticeSysCode)).toEqual(['A'])
    expect(filterByTitle(rows, 'platform').map((r) => r.noticeSysCode)).toEqual(['B'])
    expect(filterByTitle(rows, '没有')).toEqual([])
  })

  it('keeps every row without a text', () => {
    expect(filterByTitle(rows, '  ')).toBe(rows)
  })
})

describe('pageOf', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i + 1)

  it('cuts one page and counts them all', () => {
    expect(pageOf(rows, 1, 10)).toEqual({ rows: rows.slice(0, 10), total: 25 })
    expect(pageOf(rows, 3, 10)).toEqual({ rows: [21, 22, 23, 24, 25], total: 25 })
    expect(pageOf(rows, 4, 10)).toEqual({ rows: [], total: 25 })
  })
})

describe('noticePage', () => {
  it('filters by title before paging', () => {
    const notices = Array.from({ length: 30 }, (_, i) =>
      notice(`N${i}`, i % 2 ? `培训通知 ${i}` : `其他 ${i}`),
    )
    const page = noticePage([{ category: 4, notices }], stateOf('title=培训&page=2'))
    expect(page.total).toBe(15)
    expect(page.rows.map((r) => r.noticeSysCode)).toEqual(['N21', 'N23', 'N25', 'N27', 'N29'])
  })
})
