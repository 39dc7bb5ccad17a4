import { screen, waitFor, within } from '@testing-library/react'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { confirmDialog, dialogTitled } from '../../testing'
import {
  lastBody,
  pickDir,
  rowAction,
  rowActionLabels,
  rowOf,
  table,
  toast,
  resListKit,
} from './res.test-kit'
import { Component as ResourcesPage } from './resources-page'
import { DELETE_CONFIRM } from '../../lib/confirm'

const { renderList, res } = resListKit()

// the router opens the page at /train/resource; each test opens one course by its name
const open = (name: string) => renderList(ResourcesPage, `/train/resource?keyword=${name}`)
const DRAFT = '劳动防护用品配备标准' // D01, status 0
const PENDING = '安全生产违法行为处罚办法' // D01, status 1
const PUBLISHED = '安全生产事故报告与调查处理' // D01, status 2, public, not recommended

describe('resource row actions: the workflow', () => {
  it(
    '提交审核 asks; 取消 sends nothing, 确定 sends PostCheck and the row turns 待审核',
    { timeout: 60_000 },
    async () => {
      const { wire, user } = open(DRAFT)
      const row = await rowOf(DRAFT)
      expect(row.getByText('待提交')).toBeInTheDocument()
      const question = `确定要将“${DRAFT}”提交审核吗？`

      await rowAction(user, row, '提交审核')
      await user.click((await confirmDialog(question)).getByText(/^取\s*消$/))
      expect(await toast('已取消')).toBeInTheDocument()
      expect(await wire.to('/PostCheck')).toHaveLength(0)

      await rowAction(user, row, '提交审核')
      await user.click((await confirmDialog(question)).getByText(/^确\s*定$/))
      expect(await toast('操作成功')).toBeInTheDocument()
      expect(await lastBody(wire, '/PostCheck')).toEqual({ id: res(DRAFT).id })
      // the list reloads: the new status, and 撤回 in place of 提交审核
      expect(await (await rowOf(DRAFT)).findByText('待审核')).toBeInTheDocument()
      expect(await rowActionLabels(user, await rowOf(DRAFT))).toContain('撤回')
    },
  )

  it('a pending row offers 撤回 but not 编辑 or 删除; 撤回 sends Revoke', async () => {
    const { wire, user } = open(PENDING)
    const row = await rowOf(PENDING)
    const labels = await rowActionLabels(user, row)
    expect(labels).toContain('撤回')
    for (const no of ['编辑', '提交审核', '删除', '设为推荐']) expect(labels).not.toContain(no)

    await rowAction(user, row, '撤回')
    await user.click((await confirmDialog(`确定要撤回“${PENDING}”吗？`)).getByText(/^确\s*定$/))
    expect(await toast('操作成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/Revoke')).toEqual({ id: res(PENDING).id })
    expect(await (await rowOf(PENDING)).findByText('待提交')).toBeInTheDocument()
  })

  it('设为私有 and 设为推荐 ask, send their call and flip their label', async () => {
    const { wire, user } = open(PUBLISHED)
    const id = res(PUBLISHED).id
    await rowAction(user, await rowOf(PUBLISHED), '设为私有')
    await user.click(
      (await confirmDialog(`确定要将“${PUBLISHED}”设为私有吗？`)).getByText(/^确\s*定$/),
    )
    expect(await toast('设置成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/SetPrivate')).toEqual({ id })

    await waitFor(() => expect(res(PUBLISHED).isPrivate).toBe(1))
    await waitFor(async () =>
      expect(await rowActionLabels(user, await rowOf(PUBLISHED))).toContain('取消私有'),
    )
    await rowAction(user, await rowOf(PUBLISHED), '设为推荐')
    await user.click(
      (await confirmDialog(`确定要将“${PUBLISHED}”设为推荐吗？`)).getByText(/^确\s*定$/),
    )
    expect(await lastBody(wire, '/SetRecommend')).toEqual({ id })
    await waitFor(async () =>
      expect(await rowActionLabels(user, await rowOf(PUBLISHED))).toContain('取消推荐'),
    )
  })

  it('删除 asks the spec question and sends Delete; the row leaves the list', async () => {
    const { wire, user } = open(DRAFT)
    const id = res(DRAFT).id
    await rowAction(user, await rowOf(DRAFT), '删除')
    await user.click((await confirmDialog(DELETE_CONFIRM)).getByText(/^确\s*定$/))
    expect(await toast('删除成功!')).toBeInTheDocument()
    expect(await lastBody(wire, '/Delete')).toEqual({ id })
    await waitFor(async () => expect(within(await table()).queryByText(DRAFT)).toBeNull())
    expect((await within(await table()).findAllByText('暂无数据')).length).toBeGreaterThan(0)
  })

  it('编辑 opens the editor with the id', async () => {
    const { user, router } = open(DRAFT)
    await rowAction(user, await rowOf(DRAFT), '编辑')
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainres/edit'))
    expect(router.state.location.search).toBe(`?id=${res(DRAFT).id}`)
  })
})

describe('resource row actions: order and directory', () => {
  it('上移 and 下移 send ReOrder with the direction', async () => {
    const { wire, user } = open(PUBLISHED)
    const id = res(PUBLISHED).id
    await rowAction(user, await rowOf(PUBLISHED), '上移')
    expect(await toast('修改成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/ReOrder')).toEqual({ id, direction: 'up' })
    await rowAction(user, await rowOf(PUBLISHED), '下移')
    await waitFor(async () =>
      expect(await lastBody(wire, '/ReOrder')).toEqual({ id, direction: 'down' }),
    )
  })

  it('调整排序 sends ReOrderNum {id, Number} from the dialog and says 修改完成', async () => {
    const { wire, user } = open(PUBLISHED)
    await rowAction(user, await rowOf(PUBLISHED), '调整排序')
    const dialog = await dialogTitled('调整排序')
    const input = dialog.getByRole('spinbutton', { name: '排序号' })
    expect(input).toHaveValue('4')
    await user.clear(input)
    await user.click(dialog.getByText(/^确\s*定$/))
    expect(await dialog.findByText('请输入排序号')).toBeInTheDocument()
    await user.type(input, '1')
    await user.click(dialog.getByText(/^确\s*定$/))
    expect(await toast('修改完成')).toBeInTheDocument()
    expect(await lastBody(wire, '/ReOrderNum')).toEqual({ id: res(PUBLISHED).id, Number: 1 })
    expect(await (await rowOf(PUBLISHED)).findByText('1')).toBeInTheDocument()
  })

  it('移动目录 sends ChangeDirectory {id, dcode} from the directory tree', async () => {
    const { wire, user } = open(PUBLISHED)
    await rowAction(user, await rowOf(PUBLISHED), '移动目录')
    const dialog = await dialogTitled('移动目录')
    await pickDir(user, '目标目录', '应急救援')
    await user.click(dialog.getByText(/^确\s*定$/))
    expect(await toast('修改成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/ChangeDirectory')).toEqual({
      id: res(PUBLISHED).id,
      dcode: 'D06',
    })
    expect(await (await rowOf(PUBLISHED)).findByText('应急救援')).toBeInTheDocument()
  })

  it('the directory filter picks from the tree and goes into the URL', async () => {
    const { wire, user, router } = renderList(ResourcesPage, '/train/resource')
    await table()
    await pickDir(user, '资源目录', '机械安全')
    await user.click(screen.getByText(/^查\s*询$/))
    await waitFor(() => expect(router.state.location.search).toBe('?dir=D03'))
    await waitFor(async () =>
      expect(await lastBody(wire, '/GetTrainResPageList')).toMatchObject({
        search: { dCode: 'D03' },
      }),
    )
  })
})

describe('resource row actions against a backend that answers the documented fields only', () => {
  beforeEach(() => setDocumentedOnly(true))
  afterEach(() => setDocumentedOnly(undefined))

  it('offers every action without a status, and names both ways of a toggle it cannot see', async () => {
    const { wire, user } = open(PUBLISHED)
    const row = await rowOf(PUBLISHED)
    // neither directory nor status came: -, never a guess
    expect(row.getAllByText('-')).toHaveLength(2)
    const labels = await rowActionLabels(user, row)
    for (const action of ['编辑', '提交审核', '撤回', '删除', '设为/取消私有', '设为/取消推荐'])
      expect(labels).toContain(action)

    await rowAction(user, await rowOf(PUBLISHED), '设为/取消私有')
    const question = `服务器未返回“${PUBLISHED}”当前是否私有，确定要切换它的私有状态吗？`
    await user.click((await confirmDialog(question)).getByText(/^确\s*定$/))
    expect(await toast('设置成功')).toBeInTheDocument()
    expect(await lastBody(wire, '/SetPrivate')).toEqual({ id: res(PUBLISHED).id })
  })
})
