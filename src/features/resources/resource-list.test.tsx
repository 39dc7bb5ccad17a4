import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope } from '../../../mocks/test-harness'
import { antd, confirmDialog } from '../../testing'
import { button, lastBody, rowOf, table, toast, resListKit } from './res.test-kit'
import { Component as ResourcesPage } from './resources-page'
import { DELETE_CONFIRM } from '../../lib/confirm'

const { renderList, res } = resListKit()

// the router opens the page at /train/resource; here it renders on its own
const PAGE = '/train/resource'
const LIST = '/GetTrainResPageList'

/** 24 drafts: D01 and D02 whole (20) plus the seed's drafts of the other four directories. */
function manyDrafts() {
  for (const r of db.resources) if (r.dCode === 'D01' || r.dCode === 'D02') r.status = 0
}
const pager = async () => antd.pager((await table()).closest<HTMLElement>('.list-table')!)!
const check = (row: ReturnType<typeof within>) => row.getByRole('checkbox')

describe('resource list: filters and paging in the URL', () => {
  it(
    'reads keyword, directory, status and size from a link and sends them',
    { timeout: 60_000 },
    async () => {
      const { wire } = renderList(ResourcesPage, `${PAGE}?keyword=工伤&dir=D02&status=2&size=50`)
      const row = await rowOf('工伤预防基础知识')
      expect(row.getByText('工伤预防知识')).toBeInTheDocument()
      expect(row.getByText('已发布')).toBeInTheDocument()
      expect(await lastBody(wire, LIST)).toEqual({
        pageIndex: 1,
        pageRows: 50,
        search: { keyword: '工伤', dCode: 'D02', status: 2 },
      })
      // the fields show the link's values: the directory by its name, the status by its text
      const search = screen.getByRole('search', { name: '查询资源' })
      expect(await within(search).findByTitle('工伤预防知识')).toBeInTheDocument()
      expect(within(search).getByTitle('已发布')).toBeInTheDocument()
    },
  )

  it('查询 writes the keyword into the URL; a page click writes the page', async () => {
    const { wire, user, router } = renderList(ResourcesPage, PAGE)
    await table()
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '安全')
    await user.click(button(/^查\s*询$/))
    const query = () => Object.fromEntries(new URLSearchParams(router.state.location.search))
    await waitFor(() => expect(query()).toEqual({ keyword: '安全' }))
    await waitFor(async () =>
      expect(await lastBody(wire, LIST)).toMatchObject({ search: { keyword: '安全' } }),
    )
    await user.click(within(await pager()).getByTitle('2'))
    await waitFor(() => expect(query()).toEqual({ keyword: '安全', page: '2' }))
    await waitFor(async () => expect(await lastBody(wire, LIST)).toMatchObject({ pageIndex: 2 }))
  })

  it('shows the status text the answer carries, and a failed load with 重试', async () => {
    let failing = true
    server.use(
      http.post(`*${LIST}`, () =>
        failing
          ? fail('服务器繁忙')
          : envelope([{ id: 7, resName: '新课', status: 1, statusName: '审核中' }], { total: 1 }),
      ),
    )
    const { user } = renderList(ResourcesPage, PAGE)
    // the list's own error, not the toast the request layer may show with the same text
    const title = await screen.findByText('培训资源列表加载失败')
    expect(
      within(title.closest<HTMLElement>('[role="alert"]')!).getByText('服务器繁忙'),
    ).toBeInTheDocument()
    failing = false
    await user.click(button(/^重\s*试$/))
    const row = await rowOf('新课')
    expect(row.getByText('审核中')).toBeInTheDocument()
  })
})

describe('resource list: batch actions over a selection across pages', () => {
  it('提交审核 sends BatchPostCheck with the rows chosen on two pages', async () => {
    manyDrafts()
    const { wire, user } = renderList(ResourcesPage, `${PAGE}?status=0`)
    await user.click(check(await rowOf('新《安全生产法》要点解读')))
    await user.click(within(await pager()).getByTitle('2'))
    const second = await rowOf('安全文化建设实务')
    await user.click(check(second))
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument()

    await user.click(button(/提交审核（2）/))
    const confirm = await confirmDialog('确定要将选中的 2 个资源提交审核吗？')
    await user.click(confirm.getByText(/^确\s*定$/))
    await waitFor(async () =>
      expect(await lastBody(wire, '/BatchPostCheck')).toEqual({
        ids: [res('新《安全生产法》要点解读').id, res('安全文化建设实务').id],
      }),
    )
    expect(await toast('操作成功')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(/已选择/)).toBeNull())
    expect(res('安全文化建设实务').status).toBe(1)
  })

  it('批量删除 asks the spec question; 取消 sends nothing, 确定 sends BatchDelete', async () => {
    manyDrafts()
    const ids = [res('工伤保险条例逐条讲解').id, res('安全生产标准化建设指南').id]
    const { wire, user } = renderList(ResourcesPage, `${PAGE}?status=0`)
    await user.click(check(await rowOf('工伤保险条例逐条讲解')))
    await user.click(within(await pager()).getByTitle('2'))
    await user.click(check(await rowOf('安全生产标准化建设指南')))

    await user.click(button(/批量删除（2）/))
    let confirm = await confirmDialog(DELETE_CONFIRM)
    await user.click(confirm.getByText(/^取\s*消$/))
    expect(await toast('已取消')).toBeInTheDocument()
    expect(await wire.to('/BatchDelete')).toHaveLength(0)

    await user.click(button(/批量删除（2）/))
    confirm = await confirmDialog(DELETE_CONFIRM)
    await user.click(confirm.getByText(/^确\s*定$/))
    expect(await toast('删除成功!')).toBeInTheDocument()
    expect(await lastBody(wire, '/BatchDelete')).toEqual({ ids })
    // the list reloads without them
    await waitFor(async () =>
      expect(within(await table()).queryByText('安全生产标准化建设指南')).toBeNull(),
    )
  })

  it('a batch sends only the rows that allow it and says how many it leaves out', async () => {
    const { wire, user } = renderList(ResourcesPage, `${PAGE}?dir=D01`)
    await user.click(check(await rowOf('劳动防护用品配备标准'))) // draft
    await user.click(check(await rowOf('安全生产违法行为处罚办法'))) // pending
    await user.click(button(/提交审核（2）/))
    const confirm = await confirmDialog('确定要将选中的 1 个资源提交审核吗？')
    expect(confirm.getByText(/其余 1 个资源的当前状态不能这样操作/)).toBeInTheDocument()
    await user.click(confirm.getByText(/^确\s*定$/))
    expect(await toast('操作成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/BatchPostCheck')).toEqual({
      ids: [res('劳动防护用品配备标准').id],
    })
  })

  it('新增 opens the editor', async () => {
    const { user, router } = renderList(ResourcesPage, PAGE)
    await table()
    await user.click(button(/新\s*增/))
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainres/edit'))
    expect(router.state.location.search).toBe('')
  })
})
