// Signs the learner in once through each nginx (the backend's two login calls), and keeps the
// cookies the login form keeps: the journeys behind nginx that are not about logging in start with
// them. A session lives in the mock backend of its pair (support/nginx.ts).
import { expect, test as setup, type BrowserContext } from '@playwright/test'
import { ACCOUNTS, stateOf } from './support/accounts'
import { nginxBases } from './support/nginx'

setup('sign in as learner', async ({ browser }) => {
  for (const [slot, baseURL] of nginxBases().entries()) {
    const context = await browser.newContext({ baseURL })
    await signIn(context, baseURL, stateOf('learner', 'nginx', slot))
    await context.close()
  }
})

async function signIn(context: BrowserContext, baseURL: string, path: string) {
  const { account, password } = ACCOUNTS.learner
  const base = '/Api/User/user_user'
  const step1 = await (
    await context.request.post(`${base}/LoginStep1`, { data: { username: account, password } })
  ).json()
  expect(step1.data, `LoginStep1: ${JSON.stringify(step1)}`).toHaveLength(1)
  const [{ item1, item2 }] = step1.data
  const step2 = await (
    await context.request.post(`${base}/LoginStep2?secret=${encodeURIComponent(item2)}`)
  ).json()
  expect(step2.success, `LoginStep2: ${JSON.stringify(step2)}`).toBe(true)
  await context.addCookies(
    [
      ['Admin-Token', step2.data],
      ['yd-account', `${account}|${item1}`],
    ].map(([name, value]) => ({ name, value: encodeURIComponent(value), url: baseURL })),
  )
  await context.storageState({ path })
}
