// Signs the learner in once through nginx (the backend's two login calls), and keeps the cookies
// the login form keeps: the journeys behind nginx that are not about logging in start with them.
// The session lives in the one mock backend of the run, which every journey here shares.
import { expect, test as setup } from '@playwright/test'
import { ACCOUNTS, stateOf } from './support/accounts'

setup('sign in as learner', async ({ page, baseURL }) => {
  const { account, password } = ACCOUNTS.learner
  const base = '/Api/User/user_user'
  const step1 = await (
    await page.request.post(`${base}/LoginStep1`, { data: { username: account, password } })
  ).json()
  expect(step1.data, `LoginStep1: ${JSON.stringify(step1)}`).toHaveLength(1)
  const [{ item1, item2 }] = step1.data
  const step2 = await (
    await page.request.post(`${base}/LoginStep2?secret=${encodeURIComponent(item2)}`)
  ).json()
  expect(step2.success, `LoginStep2: ${JSON.stringify(step2)}`).toBe(true)
  await page.context().addCookies(
    [
      ['Admin-Token', step2.data],
      ['yd-account', `${account}|${item1}`],
    ].map(([name, value]) => ({ name, value: encodeURIComponent(value), url: baseURL })),
  )
  await page.context().storageState({ path: stateOf('learner', 'nginx') })
})
