import { act, renderHook } from '@testing-library/react'
import { useDialog } from './use-dialog'

type Kind = 'add' | 'edit' | 'roles'

describe('useDialog', () => {
  it('starts with every dialog closed', () => {
    const { result } = renderHook(() => useDialog<Kind, { id: number }>())
    expect(result.current).toMatchObject({ kind: undefined, row: undefined })
    expect(result.current.isOpen()).toBe(false)
    expect(result.current.isOpen('add')).toBe(false)
  })

  it('opens one dialog for a row, another without one, and closes', () => {
    const { result } = renderHook(() => useDialog<Kind, { id: number }>())
    act(() => result.current.open('edit', { id: 3 }))
    expect(result.current).toMatchObject({ kind: 'edit', row: { id: 3 } })
    expect(result.current.isOpen('edit')).toBe(true)
    expect(result.current.isOpen('roles')).toBe(false)
    expect(result.current.isOpen()).toBe(true)

    // closing keeps kind and row while the dialog fades out
    act(() => result.current.close())
    expect(result.current).toMatchObject({ kind: 'edit', row: { id: 3 } })
    expect(result.current.isOpen('edit')).toBe(false)
    expect(result.current.isOpen()).toBe(false)

    // opening without a row forgets the last one
    act(() => result.current.open('add'))
    expect(result.current).toMatchObject({ kind: 'add', row: undefined })
    expect(result.current.isOpen('add')).toBe(true)
    expect(result.current.isOpen('edit')).toBe(false)

    // another dialog takes its place: one is open at a time
    act(() => result.current.open('roles', { id: 5 }))
    expect(result.current.isOpen('add')).toBe(false)
    expect(result.current.isOpen('roles')).toBe(true)
    expect(result.current.row).toEqual({ id: 5 })
  })

  it('keeps open and close the same between renders', () => {
    const { result, rerender } = renderHook(() => useDialog<Kind, { id: number }>())
    const { open, close } = result.current
    act(() => open('edit', { id: 1 }))
    rerender()
    expect(result.current.open).toBe(open)
    expect(result.current.close).toBe(close)
  })
})
