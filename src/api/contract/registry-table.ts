import { assumedFields } from './assumed-fields'

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

/** The registry as the markdown table docs/backend-contract.md shows (one row per field). */
export function registryTable(): string {
  const rows = Object.entries(assumedFields)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([call, entries]) =>
      Object.entries(entries).map(
        ([path, { why, without }]) =>
          `| \`${call}\` | \`${path}\` | ${cell(why)} | ${cell(without)} |`,
      ),
    )
  return [
    '| call | field | why the app reads it | without it, the user sees |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}
