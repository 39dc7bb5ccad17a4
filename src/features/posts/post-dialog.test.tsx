import { screen, waitFor, within } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import type { Post } from '../../api/user-post'
import { withoutLoaded } from '../../api/echo'
import { asLoaded, renderWithProviders, setupUser } from '../../testing'
import { PostDialog } from './post-dialog'
import { editRefusal, POST_ID_UNREAD, postFormValues, savePostBody } from './post-form'

const ok = /确\s*定/
/** How many of the three stars are lit. */
const stars = (dialog: ReturnType<typeof within>) =>
  dialog
    .getAllByRole('radio')
    .filter((star: HTMLElement) => star.getAttribute('aria-checked') === 'true').length

/** A post of the company administrator's company (C002), as GetPostListPage lists it. */
function companyPost(): Post {
  const post = db.posts.find((p) => p.companyCode === 'C002' && p.importance === 2)!
  return asLoaded({ id: post.id, postCode: post.postCode, postName: post.postName, importance: 2 })
}

function open(type: 1 | 2, row?: Post) {
  loginAs('company')
  const onClose = vi.fn()
  renderWithProviders(<PostDialog open type={type} row={row} onClose={onClose} />)
  return { onClose, user: setupUser() }
}

describe('post dialog modes', () => {
  it('add (type 1) starts from importance 3; edit (type 2) from a copy of the row', () => {
    expect(postFormValues(1)).toEqual({ importance: 3 })
    const row: Post = { id: 7, postCode: 'C002-P01', postName: '安全主管', importance: 1 }
    expect(postFormValues(2, row)).toEqual({ postName: '安全主管', importance: 1 })
    // an importance the row did not carry is never taken as 3
    expect(postFormValues(2, { ...row, importance: undefined }).importance).toBeUndefined()
  })

  it('SavePost: a copy of the row; an importance not read and not chosen is left out; adding sends 3', () => {
    const asSent = { id: 7, postCode: 'C002-P01', postName: '安全主管', orgNameStr: '一车间' }
    const row: Post = asLoaded(asSent)
    expect(savePostBody({ postName: ' 安全总监 ' }, 2, row)).toEqual({
      ...asSent,
      postName: '安全总监',
    })
    expect(savePostBody({ postName: '安全总监', importance: 2 }, 2, row)).toEqual({
      ...asSent,
      postName: '安全总监',
      importance: 2,
    })
    expect(savePostBody({ postName: '新岗位' }, 1)).toEqual({ postName: '新岗位', importance: 3 })
  })

  it('an edit of a row without its id is refused (SavePost would add a post)', () => {
    expect(editRefusal({ postCode: 'C002-P01', postName: '安全主管' })).toBe(POST_ID_UNREAD)
    expect(editRefusal({ id: 7, postName: '安全主管' })).toBeUndefined()
  })

  it('编辑 of a row without importance: no stars, says so, and SavePost keeps the importance', async () => {
    const wire = watchWire()
    const { importance: _importance, ...asSent } = companyPost()
    const row: Post = asLoaded(withoutLoaded(asSent))
    const { user } = open(2, row)
    const dialog = within(await screen.findByRole('dialog', { name: '编辑' }))
    expect(stars(dialog)).toBe(0)
    expect(dialog.getByText('未读取到原值，不选则保持不变')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect((await wire.to('/SavePost'))[0].body).toEqual(withoutLoaded(row))
    expect(db.posts.find((p) => p.id === row.id)!.importance).toBe(2)
  })

  it('新增: three stars lit, 请输入岗位 when the name is left empty, SavePost without id', async () => {
    const wire = watchWire()
    const { onClose, user } = open(1)
    const dialog = within(await screen.findByRole('dialog', { name: '新增' }))
    expect(dialog.getAllByRole('radio')).toHaveLength(3)
    expect(stars(dialog)).toBe(3)
    await user.click(dialog.getByLabelText('岗位名称'))
    await user.tab()
    expect(await dialog.findByText('请输入岗位')).toBeInTheDocument()
    await user.type(dialog.getByLabelText('岗位名称'), '  班组长 ')
    await user.tab()
    await waitFor(() => expect(dialog.queryByText('请输入岗位')).toBeNull())
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(onClose).toHaveBeenCalled()
    expect((await wire.to('/SavePost')).map((r) => r.body)).toEqual([
      { postName: '班组长', importance: 3 },
    ])
  })

  it('编辑: the row shows, typing leaves the row object alone, SavePost sends the id', async () => {
    const row = companyPost()
    const before = structuredClone(row)
    const wire = watchWire()
    const { user } = open(2, row)
    const dialog = within(await screen.findByRole('dialog', { name: '编辑' }))
    const name = dialog.getByLabelText('岗位名称')
    expect(name).toHaveValue(row.postName)
    expect(stars(dialog)).toBe(2)
    await user.type(name, '（新）')
    await user.click(dialog.getAllByRole('radio')[0])
    expect(stars(dialog)).toBe(1)
    expect(row).toEqual(before)
    await user.click(dialog.getByRole('button', { name: ok }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect((await wire.to('/SavePost')).map((r) => r.body)).toEqual([
      { ...withoutLoaded(before), postName: `${before.postName}（新）`, importance: 1 },
    ])
    expect(row).toEqual(before)
  })
})
