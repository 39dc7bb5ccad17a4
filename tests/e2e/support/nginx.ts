// The setup behind nginx the journeys need to know (scripts/e2e-server.mjs prints it, Playwright
// passes it on: playwright.config.ts).

/** The mock backend's own address (nginx proxies /Api to it), and whether nginx has brotli. */
export function nginxSetup() {
  const backend = process.env.E2E_NGINX_BACKEND
  if (!backend) throw new Error('no nginx server: run the nginx project (npm run test:e2e:nginx)')
  return { backend, brotli: process.env.E2E_NGINX_BROTLI === 'on' }
}
