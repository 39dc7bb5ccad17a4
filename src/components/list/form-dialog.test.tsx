import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, vi } from 'vitest'
import { Form, Input, InputNumber } from 'antd'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { fail, ok } from '../../../mocks/respond'
import { preferReducedMotion, renderWithProviders, setupUser } from '../../testing'
import { useSavePostMutation, type Post, type SavePostBody } from '../../api/user-post'
import { runMutation } from '../../lib/mutation'
import { FormDialog, type DialogMode } from './form-dialog'
import { useDialog } from './use-dialog'

// A post screen's dialog, saving through the real request layer against MSW.
function PostScreen() {
  const dialog = useDialog<DialogMode, Post>()
  const [save] = useSavePostMutation()
  return (
    <>
      <button onClick={() => dialog.open('add')}>新增</button>
      <button onClick={() => dialog.open('edit', { id: 7, postName: '安全员', importance: 2 })}>
        编辑
      </button>
      <FormDialog<SavePostBody>
        open={dialog.isOpen()}
        mode={dialog.kind ?? 'add'}
        subject="岗位"
        initialValues={dialog.row ?? { importance: 3 }}
        onClose={dialog.close}
        onSubmit={(values) => runMutation(save({ ...values, id: dialog.row?.id }), '保存成功')}
      >
        <Form.Item name="postName" label="岗位名称" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="importance" label="重要程度">
          <InputNumber />
        </Form.Item>
      </FormDialog>
    </>
  )
}

/** Answers SavePost with `answers` in turn, recording the bodies. */
function savePost(...answers: (() => Response)[]) {
  const bodies: SavePostBody[] = []
  server.use(
    http.post('*/Api/User/user_post/SavePost', async ({ request }) => {
      bodies.push(await request.json().then((b) => b as SavePostBody))
      return (answers.shift() ?? (() => ok(null)))()
    }),
  )
  return bodies
}

const ok_ = /确\s*定/
// jsdom never ends antd's leave animation: a closed dialog stays in the DOM, leaving.
const closed = (name: string) =>
  waitFor(() => expect(screen.getByRole('dialog', { name })).toHaveClass('ant-zoom-leave'))

describe('FormDialog', () => {
  it('adds: 新增 title, the defaults, Enter submits and success closes', async () => {
    const user = setupUser()
    const bodies = savePost()
    renderWithProviders(<PostScreen />)
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = within(await screen.findByRole('dialog', { name: '新增岗位' }))
    expect(dialog.getByLabelText('重要程度')).toHaveValue('3')
    await user.click(dialog.getByRole('button', { name: ok_ }))
    expect(await dialog.findByText('请输入岗位名称')).toBeInTheDocument()
    await user.type(dialog.getByLabelText('岗位名称'), '班组长{Enter}')
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    await closed('新增岗位')
    expect(bodies).toEqual([{ postName: '班组长', importance: 3 }])
  })

  it('edits: 编辑 title and the record; a failed save keeps the dialog and what was typed', async () => {
    const user = setupUser()
    const bodies = savePost(() => fail('岗位名称已存在'))
    renderWithProviders(<PostScreen />)
    await user.click(screen.getByRole('button', { name: '编辑' }))
    const dialog = within(await screen.findByRole('dialog', { name: '编辑岗位' }))
    const name = dialog.getByLabelText('岗位名称')
    expect(name).toHaveValue('安全员')
    await user.clear(name)
    await user.type(name, '专职安全员')
    await user.click(dialog.getByRole('button', { name: ok_ }))
    expect(await screen.findByText('岗位名称已存在')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: '编辑岗位' })).toBeInTheDocument()
    expect(name).toHaveValue('专职安全员')
    expect(dialog.getByRole('button', { name: ok_ })).not.toHaveClass('ant-btn-loading')

    await user.click(dialog.getByRole('button', { name: ok_ }))
    await closed('编辑岗位')
    expect(bodies.map((b) => [b.id, b.postName])).toEqual([
      [7, '专职安全员'],
      [7, '专职安全员'],
    ])
  })

  it('spins 确定 while saving and starts the next add without the last record', async () => {
    const user = setupUser()
    let answer: () => void = () => {}
    server.use(
      http.post(
        '*/Api/User/user_post/SavePost',
        () => new Promise<Response>((resolve) => (answer = () => resolve(ok(null)))),
      ),
    )
    renderWithProviders(<PostScreen />)
    await user.click(screen.getByRole('button', { name: '编辑' }))
    const dialog = within(await screen.findByRole('dialog', { name: '编辑岗位' }))
    await user.click(dialog.getByRole('button', { name: ok_ }))
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: ok_ })).toHaveClass('ant-btn-loading'),
    )
    answer()
    await closed('编辑岗位')

    await user.click(screen.getByRole('button', { name: '新增' }))
    const add = within(await screen.findByRole('dialog', { name: '新增岗位' }))
    expect(add.getByLabelText('岗位名称')).toHaveValue('')
    await user.click(add.getByRole('button', { name: /取\s*消/ }))
    await closed('新增岗位')
  })
})

// A dialog whose first field asks for the focus, opened by a button as on a list screen.
function NameDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>新增</button>
      <FormDialog<{ postName: string }>
        open={open}
        mode="add"
        subject="岗位"
        onSubmit={async () => true}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="postName" label="岗位名称">
          <Input autoFocus data-autofocus />
        </Form.Item>
      </FormDialog>
    </>
  )
}

describe('FormDialog and the focus', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each(['on', 'reduced'])(
    'with motion %s, the field marked data-autofocus has the focus once the dialog is open',
    async (motion) => {
      if (motion === 'reduced') preferReducedMotion()
      renderWithProviders(<NameDialog />)
      await setupUser().click(screen.getByRole('button', { name: '新增' }))
      const field = await screen.findByRole('textbox', { name: '岗位名称' })
      // by then antd has focused the dialog's box; the field gets the focus back when it has opened
      await waitFor(() => expect(field).toHaveFocus())
    },
  )
})
