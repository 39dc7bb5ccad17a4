import { screen, within } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { userPostApi } from '../../api/user-post'
import { makeStore } from '../../app/store'
import {
  recordsIn,
  renderWithProviders,
  setupUser,
  storedRecord,
  storingWholeRecords,
} from '../../testing'
import { PostDialog } from './post-dialog'

// 编辑 of a post against a backend that stores SavePost's body whole: "type 2 edit gives a copy
// of the row", so a new name leaves every other column of the post as it was.

const LIST = '/Api/User/user_post/GetPostListPage'
const ALL = { pageIndex: 1, pageRows: 1000 }

describe('the post edit against a backend that stores the body whole', { timeout: 60_000 }, () => {
  storingWholeRecords()

  it('a new name, and every other column as it was', async () => {
    loginAs('company')
    const wire = watchWire()
    const store = makeStore()
    const page = await store.dispatch(userPostApi.endpoints.getPostListPage.initiate(ALL)).unwrap()
    const post = page.rows[0]
    const user = setupUser()
    renderWithProviders(<PostDialog open type={2} row={post} onClose={vi.fn()} />, { store })
    const dialog = within(await screen.findByRole('dialog', { name: '编辑' }))
    await user.clear(dialog.getByLabelText('岗位名称'))
    await user.type(dialog.getByLabelText('岗位名称'), '新岗位名称')
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    const [answer] = await wire.answers(LIST)
    const loaded = recordsIn(answer.data).find((r) => r.id === post.id)!
    expect(loaded).toHaveProperty('CreatorId')
    const stored = await storedRecord(LIST, (r) => r.id === post.id, { who: 'company', body: ALL })
    expect(stored).toEqual({ ...loaded, postName: '新岗位名称' })
  })
})
