// The setup behind nginx the journeys need to know (scripts/e2e-server.mjs prints it, Playwright
// passes it on: playwright.config.ts). The server starts one nginx with its own mock backend for
// each worker of the nginx project (the journeys change the backend's data): a journey uses the
// pair of its worker's slot (parallelIndex), which no other journey uses at the same time.
import { test } from '@playwright/test'

const list = (name: string) => (process.env[name] ?? '').split(',').filter(Boolean)

/** Every pair's nginx address, in slot order (the setup signs in on each). */
export const nginxBases = () => list('E2E_NGINX_BASE')

/** The nginx address of the pair of worker slot `slot`. */
export function nginxBase(slot: number): string {
  const bases = nginxBases()
  if (!bases.length)
    throw new Error('no nginx server: run the nginx project (npm run test:e2e:nginx)')
  return bases[slot % bases.length]
}

/**
 * The mock backend's own address (nginx proxies /Api to it) of the running journey's pair, and
 * whether nginx has brotli.
 */
export function nginxSetup() {
  const backends = list('E2E_NGINX_BACKEND')
  if (!backends.length)
    throw new Error('no nginx server: run the nginx project (npm run test:e2e:nginx)')
  const backend = backends[test.info().parallelIndex % backends.length]
  return { backend, brotli: process.env.E2E_NGINX_BROTLI === 'on' }
}
