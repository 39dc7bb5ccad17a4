/** An ID number with all but its last four characters masked (the list never shows it whole). */
export function maskIdCard(value: string | undefined | null): string {
  const text = (value ?? '').trim()
  if (text.length <= 4) return text
  return '*'.repeat(text.length - 4) + text.slice(-4)
}
