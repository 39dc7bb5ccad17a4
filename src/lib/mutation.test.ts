import { message } from 'antd'
import { waitFor } from '@testing-library/react'
import { loadFeedback } from './feedback'
import { attempt, runMutation } from './mutation'

const failure = { status: 'BUSINESS', message: '岗位名称已存在' }
const ok = <T>(data: T) => ({ unwrap: () => Promise.resolve(data) })
const failed = () => ({ unwrap: () => Promise.reject(failure) })

describe('runMutation (behaviour B8.9: success texts, failures shown by the request layer)', () => {
  it('shows the success text for 2 s and says it worked', async () => {
    const success = vi.spyOn(message, 'success')
    await expect(runMutation(ok(null), '保存成功')).resolves.toBe(true)
    // toasts load antd's message on first use: the text follows the answer by a module load
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        expect.objectContaining({ content: '保存成功', duration: 2 }),
      ),
    )
  })

  it('says it failed and shows no success text when the call was refused', async () => {
    const success = vi.spyOn(message, 'success')
    await expect(runMutation(failed(), '保存成功')).resolves.toBe(false)
    // a toast asked for would have been shown once the toast module is in
    await loadFeedback()
    expect(success).not.toHaveBeenCalled()
  })

  it('works on a plain promise and without a success text', async () => {
    const success = vi.spyOn(message, 'success')
    await expect(runMutation(Promise.resolve(1))).resolves.toBe(true)
    await loadFeedback()
    expect(success).not.toHaveBeenCalled()
  })

  it('throws a programming error on instead of hiding it', async () => {
    const bug = { unwrap: () => Promise.reject(new TypeError('x is undefined')) }
    await expect(runMutation(bug, '保存成功')).rejects.toThrow('x is undefined')
  })
})

describe('attempt', () => {
  it('gives the answer of a call that worked and ok: false for a refused one', async () => {
    await expect(attempt(ok([1, 2]))).resolves.toEqual({ ok: true, data: [1, 2] })
    await expect(attempt(failed())).resolves.toEqual({ ok: false })
  })
})
