import { allowedActions, rowsAllowing } from './allowed-actions'
import type { ResRow } from './res-row'

const row = (extra: Partial<ResRow> = {}): ResRow => ({
  id: 1,
  resName: '课程',
  isRecommend: 0,
  ...extra,
})
const MANAGE_ALWAYS = ['history', 'private', 'move', 'up', 'down', 'order']

describe('allowedActions on 培训资源 (resources)', () => {
  it('a draft (0) is edited, submitted and deleted, not revoked or recommended', () => {
    const actions = allowedActions(row({ status: 0 }), 'resources')
    expect(actions).toEqual(expect.arrayContaining(['edit', 'submit', 'delete', ...MANAGE_ALWAYS]))
    expect(actions).not.toContain('revoke')
    expect(actions).not.toContain('recommend')
    expect(actions).not.toContain('audit')
  })

  it('a pending one (1) is only revoked among the workflow actions', () => {
    const actions = allowedActions(row({ status: 1 }), 'resources')
    expect(actions).toContain('revoke')
    for (const no of ['edit', 'submit', 'delete', 'recommend']) expect(actions).not.toContain(no)
  })

  it('a published one (2) is revoked, recommended, edited and deleted, not submitted', () => {
    const actions = allowedActions(row({ status: 2 }), 'resources')
    expect(actions).toEqual(expect.arrayContaining(['edit', 'revoke', 'recommend', 'delete']))
    expect(actions).not.toContain('submit')
  })

  it('a rejected one (3) is submitted again, not revoked', () => {
    const actions = allowedActions(row({ status: 3 }), 'resources')
    expect(actions).toContain('submit')
    expect(actions).not.toContain('revoke')
  })

  it('a recommended row may always be taken off the recommendations', () => {
    expect(allowedActions(row({ status: 0, isRecommend: 1 }), 'resources')).toContain('recommend')
  })

  it('a row that does not say whether it is recommended offers the toggle (the backend decides)', () => {
    expect(allowedActions(row({ status: 0, isRecommend: undefined }), 'resources')).toContain(
      'recommend',
    )
  })

  it('an unknown or missing status offers every action of the page (the backend decides)', () => {
    for (const status of [undefined, 9]) {
      const actions = allowedActions(row({ status }), 'resources')
      expect(actions).toEqual(
        expect.arrayContaining(['edit', 'submit', 'revoke', 'recommend', 'delete']),
      )
    }
  })
})

describe('allowedActions on the other pages', () => {
  it('资源审核 offers 审核 for a pending row only, 审核记录 always', () => {
    expect(allowedActions(row({ status: 1 }), 'resource-audit')).toEqual(['audit', 'history'])
    expect(allowedActions(row({ status: 2 }), 'resource-audit')).toEqual(['history'])
    expect(allowedActions(row(), 'resource-audit')).toEqual(['audit', 'history'])
  })

  it('资源查询 offers 收藏 only', () => {
    expect(allowedActions(row({ status: 2 }), 'resource-search')).toEqual(['collect'])
  })

  it('rowsAllowing keeps the rows that allow an action', () => {
    const rows = [row({ id: 1, status: 0 }), row({ id: 2, status: 1 }), row({ id: 3, status: 3 })]
    expect(rowsAllowing(rows, 'submit', 'resources').map((r) => r.id)).toEqual([1, 3])
  })
})
