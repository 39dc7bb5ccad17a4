import { screen, waitFor, within } from '@testing-library/react'
import { dialogTitled } from '../../testing'
import {
  lastBody,
  rowAction,
  rowActionLabels,
  rowOf,
  table,
  toast,
  resListKit,
} from './res.test-kit'
import { Component as AuditPage } from './resource-audit-page'
import { Component as SearchPage } from './resource-search-page'

const { renderList, res } = resListKit()

// the router opens these at /train/audit and /train/search
const PENDING = '安全生产违法行为处罚办法' // D01, status 1, with a 提交审核 step in its history
const AUDIT_TABLE = '资源审核列表'

describe('资源审核', () => {
  it(
    '审核 不通过 needs a remark and sends Audit {id, result 0, remark}',
    { timeout: 60_000 },
    async () => {
      const { wire, user } = renderList(AuditPage, '/train/audit')
      const row = await rowOf(PENDING, AUDIT_TABLE)
      expect(await rowActionLabels(user, row)).toEqual(['审核', '审核记录'])

      await rowAction(user, row, '审核')
      const dialog = await dialogTitled('审核资源')
      expect(dialog.getByText(PENDING)).toBeInTheDocument()
      await user.click(dialog.getByText('不通过'))
      await user.click(dialog.getByText(/^确\s*定$/))
      expect(await dialog.findByText('请填写驳回原因')).toBeInTheDocument()
      expect(await wire.to('/Audit')).toHaveLength(0)

      await user.type(dialog.getByRole('textbox'), '课件不完整')
      await user.click(dialog.getByText(/^确\s*定$/))
      expect(await toast('操作成功')).toBeInTheDocument()
      expect(await lastBody(wire, '/Audit')).toEqual({
        id: res(PENDING).id,
        result: 0,
        remark: '课件不完整',
      })
      // reviewed: it leaves the list of courses waiting for review
      await waitFor(async () =>
        expect(within(await table(AUDIT_TABLE)).queryByText(PENDING)).toBeNull(),
      )
    },
  )

  it('审核 通过 sends result 1; 审核记录 then shows both steps on a timeline', async () => {
    const { wire, user } = renderList(AuditPage, '/train/audit')
    await rowAction(user, await rowOf(PENDING, AUDIT_TABLE), '审核')
    const dialog = await dialogTitled('审核资源')
    await user.click(dialog.getByText(/^确\s*定$/))
    expect(await toast('操作成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/Audit')).toEqual({ id: res(PENDING).id, result: 1, remark: '' })

    // the published course, found with the status filter
    await user.click(screen.getByRole('combobox', { name: '状态' }))
    await user.click(await screen.findByTitle('已发布'))
    await user.type(screen.getByRole('textbox', { name: '关键字' }), PENDING)
    await user.click(screen.getByText(/^查\s*询$/))
    await rowAction(user, await rowOf('已发布', AUDIT_TABLE), '审核记录')
    const history = await dialogTitled(`审核记录：${PENDING}`)
    expect(await history.findByText('审核：通过')).toBeInTheDocument()
    expect(history.getByText('提交审核')).toBeInTheDocument()
    expect(history.getAllByText(/王建国/).length).toBeGreaterThan(0)
    expect(await lastBody(wire, '/GetAuditHistory')).toEqual({ id: res(PENDING).id })
  })
})

describe('资源查询', () => {
  it('收藏 sends Collect and the label turns 取消收藏', async () => {
    const name = '心肺复苏与AED使用'
    const { wire, user } = renderList(SearchPage, `/train/search?keyword=${name}`)
    const row = await rowOf(name, '资源查询列表')
    expect(row.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/trainres/study?id=${res(name).id}`,
    )
    await rowAction(user, row, '收藏')
    expect(await toast('操作成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/Collect')).toEqual({ id: res(name).id })
    expect(
      await (await rowOf(name, '资源查询列表')).findByText('取消收藏', { selector: 'button' }),
    ).toBeInTheDocument()
  })
})
