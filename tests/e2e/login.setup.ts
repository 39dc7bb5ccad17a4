// Signs each mock account in once (the mock's two login calls, login.ts's signIn) and keeps its
// state, the cookies and the mock's database in localStorage, which holds the session: journeys
// that are not about logging in start with it (accounts.ts).
import { test as setup } from '@playwright/test'
import { ACCOUNTS, stateOf, type Role } from './support/accounts'
import { signIn } from './support/login'

for (const [role, { account, password }] of Object.entries(ACCOUNTS))
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, account, password)
    await page.context().storageState({ path: stateOf(role as Role, 'mock') })
  })
