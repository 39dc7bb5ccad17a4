// Resource status codes are not in the spec (behaviour B3.16, B4.11). The codes below are
// the mock backend's (mocks/model.ts RES_STATUS): the screen derives the allowed actions from
// them, shows the status TEXT the answer carries (statusName) and builds the status filter from
// these plus every code and text the answers bring, so a backend with other codes still gets
// a filter that names them as it does.
import type { AuditStep, ResRow } from './res-row'

export const RES_STATUS = { draft: 0, pending: 1, published: 2, rejected: 3 } as const

/** The mock's texts, used only when an answer carries no statusName. */
const KNOWN_TEXT: Record<number, string> = {
  [RES_STATUS.draft]: '待提交',
  [RES_STATUS.pending]: '待审核',
  [RES_STATUS.published]: '已发布',
  [RES_STATUS.rejected]: '已驳回',
}

/** True for a status code this screen knows the workflow of. */
export function isKnownStatus(status: unknown): status is number {
  return typeof status === 'number' && status in KNOWN_TEXT
}

/** The status text of a row: the answer's own, else the known text, else the code. */
export function statusText(row: Pick<ResRow, 'status' | 'statusName'>): string {
  if (row.statusName) return row.statusName
  if (row.status === undefined || row.status === null) return '-'
  return KNOWN_TEXT[row.status] ?? String(row.status)
}

export interface StatusOption {
  value: number
  label: string
}

/** The known statuses, in workflow order. */
export const KNOWN_STATUS_OPTIONS: StatusOption[] = Object.entries(KNOWN_TEXT).map(
  ([value, label]) => ({ value: Number(value), label }),
)

/**
 * The filter's options: `known` with the texts the rows carry for them, plus any code the rows
 * bring that is not known yet (sorted by code). Returns `known` itself when nothing changes, so
 * a state holding it does not re-render.
 */
export function mergeStatusOptions(known: StatusOption[], rows: readonly ResRow[]): StatusOption[] {
  const byValue = new Map(known.map((o) => [o.value, o.label]))
  let changed = false
  for (const row of rows) {
    if (typeof row.status !== 'number') continue
    const label = statusText(row)
    if (byValue.get(row.status) === label) continue
    byValue.set(row.status, label)
    changed = true
  }
  if (!changed) return known
  return [...byValue].map(([value, label]) => ({ value, label })).sort((a, b) => a.value - b.value)
}

/** 通过 / 不通过 of an audit step (1 passes, as Audit takes it); '' for a step without one. */
export function resultText(result: AuditStep['result']): string {
  if (result === undefined || result === null || result === '') return ''
  return String(result) === '1' ? '通过' : '不通过'
}
