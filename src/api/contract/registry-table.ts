import { assumedFields } from './assumed-fields'
import { readings } from './readings'
import { writes } from './writes'

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

/** The readings (readings.ts) as the markdown table docs/backend-contract.md shows. */
export function readingsTable(): string {
  const rows = Object.entries(readings).map(
    ([call, { documented, shapes, otherwise }]) =>
      `| \`${call}\` | ${cell(documented)} | ${shapes.map(cell).join('<br>')} | ${cell(otherwise)} |`,
  )
  return [
    '| answer | what the documentation says | shapes read | an answer of none of them |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

/** The writes (writes.ts) as the markdown table docs/backend-contract.md shows. */
export function writesTable(): string {
  const rows = Object.entries(writes).map(
    ([call, { from, sends, refused }]) =>
      `| \`${call}\` | ${cell(from)} | ${cell(sends)} | ${refused ? cell(refused) : '—'} |`,
  )
  return [
    '| save | loaded from | the body | refused, nothing sent |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}
