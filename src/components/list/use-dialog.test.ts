import { act, renderHook } from '@testing-library/react'
import { useDialog } from './use-dialog'

describe('useDialog', () => {
  it('opens for adding, for editing a record, and closes', () => {
    const { result } = renderHook(() => useDialog<{ id: number }>())
    expect(result.current).toMatchObject({ open: false, mode: 'add', record: undefined })
    act(() => result.current.openEdit({ id: 3 }))
    expect(result.current).toMatchObject({ open: true, mode: 'edit', record: { id: 3 } })
    // closing keeps mode and record while the dialog fades out
    act(() => result.current.close())
    expect(result.current).toMatchObject({ open: false, mode: 'edit', record: { id: 3 } })
    act(() => result.current.openAdd())
    expect(result.current).toMatchObject({ open: true, mode: 'add', record: undefined })
  })
})
