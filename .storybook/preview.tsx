import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { handlers } from '../mocks/handlers'
import { makeStore } from '../src/app/store'
import { Providers } from '../src/app/providers'
// the app's global styles (the screen-reader-only class among them), as main.tsx loads them
import '../src/index.css'

const preview: Preview = {
  // Every story talks to the same mock backend as the dev app.
  loaders: [mswLoader()],
  parameters: {
    msw: { handlers },
    layout: 'padded',
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
