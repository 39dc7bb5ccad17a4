import { KNOWN_STATUS_OPTIONS, mergeStatusOptions, statusText } from './res-status'

describe('resource status', () => {
  it('shows the text the answer carries, else the known text, else the code', () => {
    expect(statusText({ status: 1, statusName: '审核中' })).toBe('审核中')
    expect(statusText({ status: 2 })).toBe('已发布')
    expect(statusText({ status: 7 })).toBe('7')
    expect(statusText({})).toBe('-')
  })

  it('builds the filter options from the known codes and what the answers carry', () => {
    expect(mergeStatusOptions(KNOWN_STATUS_OPTIONS, [{ id: 1, resName: 'a', status: 2 }])).toBe(
      KNOWN_STATUS_OPTIONS,
    )
    const merged = mergeStatusOptions(KNOWN_STATUS_OPTIONS, [
      { id: 1, resName: 'a', status: 1, statusName: '审核中' },
      { id: 2, resName: 'b', status: 5, statusName: '已下架' },
    ])
    expect(merged).toEqual([
      { value: 0, label: '待提交' },
      { value: 1, label: '审核中' },
      { value: 2, label: '已发布' },
      { value: 3, label: '已驳回' },
      { value: 5, label: '已下架' },
    ])
  })
})
