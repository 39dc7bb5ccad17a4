import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { confirmAction, confirmDelete } from './confirm'
import { confirmDialog } from '../testing'

// The questions of behaviour B8.8, one per case: a closing dialog of the case before may linger.
async function answer(question: string, button: RegExp) {
  const dialog = await confirmDialog(question)
  // the dialog may still be fading in (pointer-events: none), as a fast user meets it
  fireEvent.click(dialog.getByRole('button', { name: button }))
}

describe('confirmAction (behaviour B8.8)', () => {
  it('resolves true on 确定', async () => {
    const question = '注：您确定要删除吗？该操作将无法恢复！'
    const result = confirmAction({ content: question, danger: true })
    await answer(question, /确\s*定/)
    await expect(result).resolves.toBe(true)
  })

  it('shows 已取消 and resolves false on 取消', async () => {
    const question = '是否删除此岗位'
    const result = confirmAction({ content: question })
    await answer(question, /取\s*消/)
    await expect(result).resolves.toBe(false)
    await waitFor(() => expect(screen.getByText('已取消')).toBeInTheDocument())
  })
})

describe('confirmDelete', () => {
  it('asks the delete question under 提示 with a red 确定, then runs the action', async () => {
    const action = vi.fn(() => Promise.resolve('deleted'))
    const result = confirmDelete(action)
    const dialog = within(await screen.findByRole('dialog', { name: '提示' }))
    expect(dialog.getByText('注：您确定要删除吗？该操作将无法恢复！')).toBeInTheDocument()
    const ok = dialog.getByRole('button', { name: /确\s*定/ })
    expect(ok).toHaveClass('ant-btn-dangerous')
    expect(dialog.getByRole('button', { name: /取\s*消/ })).toBeInTheDocument()
    expect(action).not.toHaveBeenCalled()
    fireEvent.click(ok)
    await expect(result).resolves.toBe('deleted')
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('asks a question of its own; 取消 shows 已取消, runs nothing and resolves false', async () => {
    const action = vi.fn(() => true)
    const result = confirmDelete(action, '是否删除此课程')
    await answer('是否删除此课程', /取\s*消/)
    await expect(result).resolves.toBe(false)
    await waitFor(() => expect(screen.getByText('已取消')).toBeInTheDocument())
    expect(action).not.toHaveBeenCalled()
  })
})
