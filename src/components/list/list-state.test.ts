import {
  defaultFilters,
  enumFilter,
  hasFilters,
  numberFilter,
  parseListState,
  textFilter,
  writeListState,
} from './list-state'

const spec = {
  filters: {
    typeId: enumFilter([1, 2], 1, { always: true }),
    keyword: textFilter(),
    status: enumFilter(['0', '1']),
    orgId: numberFilter(),
  },
  pageSizes: [10, 20, 30, 50],
}
const parse = (query: string) => parseListState(new URLSearchParams(query), spec)
const write = (query: string) => writeListState(parse(query), spec).toString()

describe('list state in the URL', () => {
  it('reads every filter, page and size', () => {
    expect(parse('typeId=2&keyword=%20安全%20&status=1&orgId=7&page=3&size=20')).toEqual({
      filters: { typeId: 2, keyword: '安全', status: '1', orgId: 7 },
      page: 3,
      size: 20,
    })
  })

  it('falls back to the defaults for missing or invalid values', () => {
    const defaults = { filters: defaultFilters(spec), page: 1, size: 10 }
    expect(parse('')).toEqual(defaults)
    expect(parse('typeId=3&status=9&orgId=x&page=-2&size=15')).toEqual(defaults)
    expect(parse('orgId=1.5&page=abc&size=')).toEqual(defaults)
    expect(parse('page=2.7').page).toBe(2)
  })

  it('leaves defaults out of the URL, except a field written always', () => {
    expect(write('')).toBe('typeId=1')
    expect(write('typeId=2&keyword=演练&page=2&size=20')).toBe(
      'typeId=2&keyword=%E6%BC%94%E7%BB%83&page=2&size=20',
    )
    expect(write('typeId=1&page=1&size=10&status=')).toBe('typeId=1')
  })

  it('round-trips: what is written reads back the same', () => {
    const state = {
      filters: { typeId: 2 as const, keyword: ' 应急 ', status: '0' as const, orgId: 0 },
      page: 4,
      size: 50,
    }
    const back = parseListState(writeListState(state, spec), spec)
    expect(back).toEqual({ ...state, filters: { ...state.filters, keyword: '应急' } })
  })

  it('keeps unrelated query keys', () => {
    const base = new URLSearchParams('tab=2&keyword=old&page=5')
    const next = writeListState({ ...parse(''), page: 2 }, spec, base)
    expect(next.toString()).toBe('tab=2&typeId=1&page=2')
  })

  it('says whether any filter is set', () => {
    expect(hasFilters(parse('typeId=1&page=3'), spec)).toBe(false)
    expect(hasFilters(parse('orgId=0'), spec)).toBe(true)
    expect(hasFilters(parse('keyword=a'), spec)).toBe(true)
  })
})
