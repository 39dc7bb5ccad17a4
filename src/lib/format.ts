import dayjs from './dayjs'

// The backend's "no date" value: shown as empty (behaviour B5.4, B9.12).
const EMPTY_DATE = '1900-01-01'

function isEmptyDate(value: string | number | Date | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && value.startsWith(EMPTY_DATE)
}

/** year-month-day hour:minute; 1900-01-01 and invalid values show empty. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (isEmptyDate(value)) return ''
  const d = dayjs(value)
  return d.isValid() && d.year() > 1900 ? d.format('YYYY-MM-DD HH:mm') : ''
}

/**
 * Relative time (behaviour B9.13): under 30 s 刚刚, then minutes, hours, 1天前 under 2 days, then the
 * date as year-month-day hour:minute.
 */
export function formatRelative(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  if (isEmptyDate(value)) return ''
  const d = dayjs(value)
  if (!d.isValid()) return ''
  const seconds = (now.getTime() - d.valueOf()) / 1000
  if (seconds < 30) return '刚刚'
  if (seconds < 3600) return `${Math.max(1, Math.ceil(seconds / 60))}分钟前`
  if (seconds < 3600 * 24) return `${Math.ceil(seconds / 3600)}小时前`
  if (seconds < 3600 * 24 * 2) return '1天前'
  return formatDateTime(value)
}
