import { cropReducer, initialCropState, type CropState } from './crop-state'

const source = {
  url: 'blob:src',
  name: 'a.png',
  type: 'image/png',
  size: { width: 400, height: 400 },
}
const run = (...events: Parameters<typeof cropReducer>[1][]) =>
  events.reduce<CropState>(cropReducer, initialCropState)

describe('crop flow states (steps 1 to 3; idle, uploading, success, fail)', () => {
  it('starts at step 1, idle', () => {
    expect(initialCropState).toEqual({ step: 1, status: 'idle' })
  })

  it('a refused file stays at step 1 with the reason', () => {
    expect(run({ type: 'refused', error: '仅限图片格式' })).toEqual({
      step: 1,
      status: 'idle',
      error: '仅限图片格式',
    })
  })

  it('goes 1 → 2 on a chosen image, 2 → 3 uploading, then success with the url', () => {
    const chosen = run({ type: 'chosen', source })
    expect(chosen).toMatchObject({ step: 2, status: 'idle', source })
    const uploading = cropReducer(chosen, { type: 'upload', preview: 'blob:crop' })
    expect(uploading).toMatchObject({ step: 3, status: 'uploading', preview: 'blob:crop' })
    expect(cropReducer(uploading, { type: 'uploaded', url: '/u/1.png' })).toMatchObject({
      step: 3,
      status: 'success',
      result: '/u/1.png',
    })
  })

  it('a failed upload shows why; 重试 uploads again, 上一步 crops again', () => {
    const failed = run(
      { type: 'chosen', source },
      { type: 'upload', preview: 'blob:crop' },
      { type: 'failed', error: '图片上传失败' },
    )
    expect(failed).toMatchObject({ step: 3, status: 'fail', error: '图片上传失败' })
    expect(cropReducer(failed, { type: 'upload', preview: 'blob:crop' })).toMatchObject({
      step: 3,
      status: 'uploading',
      error: undefined,
    })
    expect(cropReducer(failed, { type: 'back' })).toEqual({ step: 2, status: 'idle', source })
  })

  it('ignores answers that come when nothing uploads, and back while uploading', () => {
    const chosen = run({ type: 'chosen', source })
    expect(cropReducer(chosen, { type: 'uploaded', url: 'x' })).toBe(chosen)
    expect(cropReducer(chosen, { type: 'failed', error: 'x' })).toBe(chosen)
    const uploading = cropReducer(chosen, { type: 'upload', preview: 'p' })
    expect(cropReducer(uploading, { type: 'back' })).toBe(uploading)
    expect(cropReducer(uploading, { type: 'upload', preview: 'p' })).toBe(uploading)
  })

  it('back from step 2 chooses again; reset starts over', () => {
    expect(run({ type: 'chosen', source }, { type: 'back' })).toEqual(initialCropState)
    expect(run({ type: 'chosen', source }, { type: 'reset' })).toEqual(initialCropState)
  })
})
