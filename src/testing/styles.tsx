import type { ReactNode } from 'react'
import { StyleProvider } from '@ant-design/cssinjs'
import { ConfigProvider } from 'antd'
import { holderConfig } from '../lib/feedback'

// antd's CSS-in-JS writes hundreds of style rules into the page, and jsdom walks all of them for
// every getComputedStyle (each role query checks whether an element is hidden): the unit run took
// 6.4 min with them and 3.7 without. cssinjs's StyleProvider has a test switch, mock 'server':
// build the styles, insert none. It does not cover the components' CSS variables (a rule of
// hundreds of them per component, matching every button and input): cssinjs inserts those into
// the provider's container, here an element outside the page. Measured on the user list: a role
// query by name took 0.3-1.9 s with them in the page and 15-50 ms without. Nothing here depends on
// antd's styles; a test about visibility reads classes and attributes instead.
const container = document.createElement('div')

/** What every unit test renders inside (src/testing/rtl.tsx): antd's styles kept out of the page. */
export function TestStyles({ children }: { children?: ReactNode }) {
  return (
    <StyleProvider mock="server" container={container}>
      {children}
    </StyleProvider>
  )
}

/**
 * The toasts' and confirms' holder (lib/feedback-ui's, inside TestStyles): antd renders them
 * outside the test's tree, so they do not inherit its providers.
 */
export const testHolderRender = (children: ReactNode) => (
  <TestStyles>
    <ConfigProvider {...holderConfig()}>{children}</ConfigProvider>
  </TestStyles>
)
