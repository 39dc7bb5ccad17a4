import { fireEvent, screen, waitFor } from '@testing-library/react'
import { confirmAction } from './confirm'
import { confirmDialog } from '../testing'

// The spec's questions (spec 8), one per case: a closing dialog of the case before may linger.
async function answer(question: string, button: RegExp) {
  const dialog = await confirmDialog(question)
  // the dialog may still be fading in (pointer-events: none), as a fast user meets it
  fireEvent.click(dialog.getByRole('button', { name: button }))
}

describe('confirmAction (spec 8, "Confirmations")', () => {
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
