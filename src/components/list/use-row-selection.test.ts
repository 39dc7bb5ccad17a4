import { act, renderHook } from '@testing-library/react'
import { useRowSelection } from './use-row-selection'

describe('useRowSelection', () => {
  it('remembers rows of other pages the table no longer holds, in the order chosen', () => {
    const { result } = renderHook(() => useRowSelection<{ id: number }>())
    act(() => result.current.change([1, 2], [{ id: 1 }, { id: 2 }]))
    // page 2: the table knows only its own rows
    act(() => result.current.change([1, 2, 11], [undefined, undefined, { id: 11 }]))
    expect(result.current.keys).toEqual([1, 2, 11])
    expect(result.current.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 11 }])
    act(() => result.current.change([2, 11], [undefined, { id: 11 }]))
    expect(result.current.rows).toEqual([{ id: 2 }, { id: 11 }])
    act(() => result.current.clear())
    expect(result.current).toMatchObject({ keys: [], rows: [] })
  })
})
