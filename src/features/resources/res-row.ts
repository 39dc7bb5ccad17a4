import type { AuditRecord, AuditResRow, ManagedResRow, SearchResRow } from '../../api/train-res'

/**
 * A row of the resource lists as the answers carry it: the documented course fields plus what
 * the list answers are assumed to add (registered in contract/assumed/training.ts): dCode, dName,
 * status and statusName on every list; isPrivate and isRecommend on 培训资源; isCollect on
 * 资源查询. Every extra is optional: a backend without one gets the plainer screen.
 */
export type ResRow = AuditResRow &
  Partial<Pick<ManagedResRow, 'isPrivate' | 'isRecommend'>> &
  Partial<Pick<SearchResRow, 'isCollect'>>

/** A GetAuditHistory row (its step's name, 提交审核, 审核, 撤回, in `action`). */
export type AuditStep = AuditRecord
