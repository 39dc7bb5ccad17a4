import type { AuditRecord, TrainRes } from '../../api/train-res'

/**
 * A row of the resource lists as the answers carry it: the course fields of the api plus what
 * the list answers add (the mock backend's resView: statusName, dName, isPrivate, isRecommend,
 * isCollect). Every extra is optional: a backend without one gets the plainer screen.
 */
export type ResRow = TrainRes & {
  /** the status text the answer carries; shown as it is */
  statusName?: string
  /** the directory's name */
  dName?: string
  /** 1 private (only its own company sees it), 0 public */
  isPrivate?: number
  /** 1 among the recommended courses */
  isRecommend?: number
  /** 1 among the current user's favourites */
  isCollect?: number
}

/** A GetAuditHistory row with the step's name (提交审核, 审核, 撤回) the mock answers too. */
export type AuditStep = AuditRecord & { action?: string }
