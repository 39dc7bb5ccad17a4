// The mock accounts the journeys sign in with (README "Mock accounts"), and where the setup
// projects (login.setup.ts, login.nginx.setup.ts) keep each one's signed-in state: a journey that
// is not about logging in starts with it (test.use({ signedInAs: 'admin' }), support/test.ts).
import { join } from 'node:path'

export const ACCOUNTS = {
  admin: { account: 'admin', password: 'Admin@123' },
  company: { account: 'company', password: 'Company@123' },
  learner: { account: 'learner', password: 'Learner@123' },
  // a lecturer (讲师, R05) of 工伤预防培训中心 (C001): generated users log in with Yd@123456
  lecturer: { account: 'gs0006', password: 'Yd@123456' },
}
export type Role = keyof typeof ACCOUNTS
export type Target = 'mock' | 'nginx'

/**
 * The state file of `role` on the mock build or behind nginx (there, each pair of nginx and mock
 * backend, `slot`, has its own sessions: support/nginx.ts): Playwright's storage state, the
 * cookies and, on the mock build, the mock's database in localStorage (which holds the session).
 */
export const stateOf = (role: Role, target: Target, slot = 0) =>
  join(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'test-results',
    `${target}-login`,
    target === 'nginx' ? `${role}-${slot}.json` : `${role}.json`,
  )
