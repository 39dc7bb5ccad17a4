import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { loginAs, watchWire, type Wire } from '../../../mocks/test-harness'
import {
  answerConfirm as answerKitConfirm,
  renderWithProviders,
  setupUser,
  type User,
} from '../../testing'
import { Component as ResourceDirsPage } from './resource-dirs-page'

const QUESTION = '注：您确定要删除吗？该操作将无法恢复！'
const tree = () => screen.findByRole('tree', { name: '资源目录' })
const button = (name: string) => screen.getByRole('button', { name })

async function open() {
  loginAs('admin')
  const user = setupUser()
  renderWithProviders(<ResourceDirsPage />)
  await within(await tree()).findByText('安全生产法规')
  return user
}

/** The dialog's name field: type a name and press 确定. */
async function fillName(user: User, name: string) {
  const field = await screen.findByLabelText('目录名称', {}, { timeout: 15000 })
  await user.clear(field)
  await user.type(field, name)
  await user.click(screen.getByRole('button', { name: /^确\s*定$/ }))
}

const answerConfirm = (user: User, yes: boolean) => answerKitConfirm(user, QUESTION, yes)

type Dir = Record<string, unknown> & { dCode?: string; children?: Dir[] }

/** A directory as the first GetTreeData answer gave it, without its sub-directories. */
async function loadedDir(wire: Wire, dCode: string): Promise<Dir> {
  const [first] = await wire.answers<Dir[]>('/GetTreeData')
  const all = (list: Dir[]): Dir[] => list.flatMap((d) => [d, ...all(d.children ?? [])])
  const { children: _children, ...dir } = all(first.data).find((d) => d.dCode === dCode)!
  return dir
}

describe('资源目录', { timeout: 60000 }, () => {
  it('shows the tree, the top level and the home page directories beside it', async () => {
    const wire = watchWire()
    await open()
    expect(screen.getByText('顶级目录')).toBeInTheDocument()
    expect(screen.getByText('首页目录')).toBeInTheDocument()
    const home = screen.getByRole('list', { name: '首页目录' })
    expect(await within(home).findByText('应急救援')).toBeInTheDocument()
    expect((await wire.to('/GetListByPNo')).at(-1)?.body).toEqual({ pNo: '' })
  })

  it('adds a top-level directory and a sub-directory', async () => {
    const wire = watchWire()
    const user = await open()
    await user.click(screen.getByRole('button', { name: '新增顶级目录' }))
    await fillName(user, '消防安全')
    expect(await within(await tree()).findByText('消防安全')).toBeInTheDocument()
    expect((await wire.to('/SaveData'))[0].body).toEqual({ dName: '消防安全', pNo: '' })

    await user.click(button('新增下级：安全生产法规'))
    expect(await screen.findByText('新增下级目录')).toBeInTheDocument()
    await fillName(user, '地方法规')
    expect(await within(await tree()).findByText('地方法规')).toBeInTheDocument()
    expect((await wire.to('/SaveData'))[1].body).toEqual({ dName: '地方法规', pNo: 'D01' })
  })

  it('renames a directory, keeping its code, parent and order', async () => {
    const wire = watchWire()
    const user = await open()
    await user.click(button('重命名：工伤预防知识'))
    await fillName(user, '工伤预防常识')
    expect(await within(await tree()).findByText('工伤预防常识')).toBeInTheDocument()
    // the directory as it came, every field, with the new name
    expect((await wire.to('/SaveData'))[0].body).toEqual({
      ...(await loadedDir(wire, 'D02')),
      dName: '工伤预防常识',
    })
    expect((await wire.to('/SaveData'))[0].body).toMatchObject({ id: 2, pNo: '', sort: 2 })
  })

  it('deletes after the confirmation; 取消 shows 已取消', async () => {
    db.resDirs.push({ id: 50, dCode: 'D50', dName: '空目录', pNo: '', sort: 7, cover: '' })
    const wire = watchWire()
    const user = await open()
    await user.click(button('删除：空目录'))
    await answerConfirm(user, false)
    expect(await screen.findByText('已取消')).toBeInTheDocument()
    expect(await wire.to('/DeleteData')).toHaveLength(0)

    await user.click(button('删除：空目录'))
    await answerConfirm(user, true)
    expect(await screen.findByText('删除成功!')).toBeInTheDocument()
    expect((await wire.to('/DeleteData'))[0].body).toEqual({ id: 50, dCode: 'D50' })
    await waitFor(() => expect(screen.queryByText('空目录')).toBeNull())
  })

  it('shows the server msg when it refuses to delete a directory that holds resources', async () => {
    const user = await open()
    await user.click(button('删除：安全生产法规'))
    await answerConfirm(user, true)
    expect(await screen.findByText('该目录下存在子目录或资源，无法删除')).toBeInTheDocument()
    expect(within(await tree()).getByText('安全生产法规')).toBeInTheDocument()
  })

  it('moves a directory down and up among its siblings with the new sort of each', async () => {
    const wire = watchWire()
    const user = await open()
    expect(button('上移：安全生产法规')).toBeDisabled()
    expect(button('下移：应急救援')).toBeDisabled()
    await user.click(button('下移：安全生产法规'))
    await waitFor(async () => expect(await wire.to('/SaveData')).toHaveLength(2))
    expect((await wire.to('/SaveData')).map((r) => r.body)).toEqual([
      { ...(await loadedDir(wire, 'D02')), sort: 1 },
      { ...(await loadedDir(wire, 'D01')), sort: 2 },
    ])
    const names = () =>
      Array.from((document.querySelectorAll('.resdir-tree .resdir-node__name') ?? []).values()).map(
        (n) => n.textContent,
      )
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['工伤预防知识', '安全生产法规']))
    await waitFor(() => expect(button('上移：安全生产法规')).toBeEnabled())
    await user.click(button('上移：安全生产法规'))
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['安全生产法规', '工伤预防知识']))
  })

  it('lists the selected directory’s sub-directories beside the tree', async () => {
    db.resDirs.push({ id: 51, dCode: 'D0101', dName: '国家法律', pNo: 'D01', sort: 1, cover: '' })
    const wire = watchWire()
    const user = await open()
    await user.click(within(await tree()).getByText('安全生产法规'))
    expect(await screen.findByText('「安全生产法规」的下级目录')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: '「安全生产法规」的下级目录' })
    expect(await within(list).findByText('国家法律')).toBeInTheDocument()
    expect((await wire.to('/GetListByPNo')).at(-1)?.body).toEqual({ pNo: 'D01' })
  })
})

describe(
  '资源目录 against a backend that answers the documented fields only',
  { timeout: 60000 },
  () => {
    beforeEach(() => setDocumentedOnly(true))
    afterEach(() => setDocumentedOnly(undefined))

    it('lists the directories flat, says why 上移 / 下移 are off, renames and deletes by dCode', async () => {
      db.resDirs.push({ id: 50, dCode: 'D50', dName: '空目录', pNo: '', sort: 7, cover: '' })
      const count = db.resDirs.length
      const wire = watchWire()
      const user = await open()
      expect(
        screen.getByText(
          /^服务器未返回目录的上下级关系：目录按返回的顺序平铺显示，上移、下移不可用/,
        ),
      ).toBeInTheDocument()
      expect(button('上移：工伤预防知识')).toBeDisabled()
      expect(button('下移：工伤预防知识')).toBeDisabled()

      // 重命名: the directory named by its dCode, no id, parent or order made up
      await user.click(button('重命名：空目录'))
      await fillName(user, '待删目录')
      expect(await within(await tree()).findByText('待删目录')).toBeInTheDocument()
      expect((await wire.to('/SaveData'))[0].body).toEqual({ dCode: 'D50', dName: '待删目录' })
      // the same directory, renamed where it was: no second one
      expect(db.resDirs).toHaveLength(count)
      expect(db.resDirs.find((d) => d.dCode === 'D50')).toMatchObject({
        id: 50,
        dName: '待删目录',
        pNo: '',
        sort: 7,
      })

      // 删除: by its dCode (the id was not read)
      await user.click(button('删除：待删目录'))
      await answerConfirm(user, true)
      expect(await screen.findByText('删除成功!')).toBeInTheDocument()
      expect((await wire.to('/DeleteData'))[0].body).toEqual({ dCode: 'D50' })
      await waitFor(() => expect(screen.queryByText('待删目录')).toBeNull())
      expect(db.resDirs.some((d) => d.dCode === 'D50')).toBe(false)
    })
  },
)
