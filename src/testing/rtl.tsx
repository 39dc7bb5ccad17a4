import type { JSXElementConstructor, ReactNode } from 'react'
import { render as baseRender, renderHook as baseRenderHook } from '@testing-library/react/pure'
import { TestStyles } from './styles'

// What the unit tests import as '@testing-library/react' (the test alias in vite.config.ts):
// Testing Library's own module with render and renderHook wrapping what they render in
// TestStyles, and a caller's own wrapper inside it. Without a global default wrapper in Testing
// Library, this is its documented "custom render" recipe, under the library's name so that every
// test, a new one too, keeps antd's styles out of the page (src/testing/styles.tsx). The pure
// module leaves the cleanup after each test to src/testing/setup.ts, which does it.
export * from '@testing-library/react/pure'

type Wrapper = JSXElementConstructor<{ children: ReactNode }>

function styled(Inner: Wrapper | undefined): Wrapper {
  if (!Inner) return TestStyles
  return function StyledWrapper({ children }) {
    return (
      <TestStyles>
        <Inner>{children}</Inner>
      </TestStyles>
    )
  }
}

/** Testing Library's render, inside TestStyles. */
export const render = ((ui: ReactNode, options?: Parameters<typeof baseRender>[1]) =>
  baseRender(ui, { ...options, wrapper: styled(options?.wrapper) })) as typeof baseRender

/** Testing Library's renderHook, inside TestStyles. */
export const renderHook = ((
  hook: (props: unknown) => unknown,
  options?: Parameters<typeof baseRenderHook>[1],
) =>
  baseRenderHook(hook, { ...options, wrapper: styled(options?.wrapper) })) as typeof baseRenderHook
