import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mock backend for Vitest. */
export const server = setupServer(...handlers)
