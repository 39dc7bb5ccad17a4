import { formatDateTime, formatRelative } from './format'

describe('date formatting (behaviour B9.12, B9.13)', () => {
  it('shows year-month-day hour:minute', () => {
    expect(formatDateTime('2026-03-05T08:07:09')).toBe('2026-03-05 08:07')
  })

  it('shows 1900-01-01 and empty values as empty', () => {
    expect(formatDateTime('1900-01-01 00:00:00')).toBe('')
    expect(formatDateTime('1900-01-01T00:00:00')).toBe('')
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })

  it('formats relative time', () => {
    const now = new Date('2026-11-22T12:00:00')
    expect(formatRelative('2026-11-22T11:59:45', now)).toBe('刚刚')
    expect(formatRelative('2026-11-22T11:55:00', now)).toBe('5分钟前')
    expect(formatRelative('2026-11-22T09:00:00', now)).toBe('3小时前')
    expect(formatRelative('2026-11-21T09:00:00', now)).toBe('1天前')
    expect(formatRelative('2026-11-18T09:30:00', now)).toBe('2026-11-18 09:30')
  })
})
