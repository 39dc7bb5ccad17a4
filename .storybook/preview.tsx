import type { Preview } from '@storybook/react-vite'
import { initialize, mswLoader } from 'msw-storybook-addon'
import { MemoryRouter } from 'react-router'
import { handlers } from '../mocks/handlers'
import { makeStore } from '../src/app/store'
import { Providers } from '../src/app/providers'

// Every story talks to the same mock backend as the dev app.
initialize({ onUnhandledRequest: 'bypass', quiet: true })

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    msw: { handlers },
    layout: 'padded',
  },
  decorators: [
    (Story, context) => {
      const store = makeStore(context.parameters.preloadedState)
      return (
        <Providers store={store}>
          <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>
            <Story />
          </MemoryRouter>
        </Providers>
      )
    },
  ],
}

export default preview
