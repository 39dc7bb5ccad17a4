import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { configure } from 'storybook/test'
import { reset } from '../mocks/db'
import { handlers } from '../mocks/handlers'
import { makeStore } from '../src/app/store'
import { Providers } from '../src/app/providers'
import { closeAllFeedback } from '../src/lib/feedback'
// the app's global styles (the screen-reader-only class among them), as main.tsx loads them
import '../src/index.css'
import { settle } from './settle'

// Play functions wait up to 5 s for what they look for (1 s by default): the story check in npm
// test runs beside another journey on a busy machine, and a mock answer can take longer there.
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  // Every story talks to the same mock backend as the dev app, starting from its seed: what an
  // earlier story changed (an audit, a deleted row) never shows in the next one, nor a dialog
  // it left open.
  loaders: [
    mswLoader(),
    async () => {
      reset()
      // A confirm or toast is rendered outside the story (antd's static feedback): one left open
      // by the story before would stay on screen and hold the focus (its focus trap took the
      // keys a later play function typed). Closed, and a closing dialog's node removed, as the
      // unit tests' teardown does.
      await closeAllFeedback()
      document.querySelectorAll('.ant-modal-root').forEach((root) => root.parentElement?.remove())
      return {}
    },
  ],
  // before addon-a11y's axe check: the check sees the settled story, not a moment on its way
  afterEach: settle,
  parameters: {
    msw: { handlers },
    layout: 'padded',
    options: {
      storySort: {
        order: ['Foundations', ['Introduction', 'Design tokens'], 'Components', 'List', 'Layout'],
      },
    },
  },
  decorators: [
    (Story, context) => {
      const store = makeStore(context.parameters.preloadedState)
      const router = createMemoryRouter([{ path: '*', element: <Story /> }], {
        initialEntries: [context.parameters.route ?? '/'],
      })
      return (
        <Providers store={store}>
          <RouterProvider router={router} />
        </Providers>
      )
    },
  ],
}

export default preview
