/**
 * studyHoursStr is a number of hours as text ("12.5"): shown as 学时, the unit the projects'
 * required hours use; a text that is not a plain number is shown as the backend wrote it.
 */
export function studyHoursLabel(value: string): string {
  const text = value.trim()
  return /^\d+(\.\d+)?$/.test(text) ? `${text} 学时` : text
}
