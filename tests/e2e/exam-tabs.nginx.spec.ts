// The exam across tabs and sessions, behind nginx with its worker's mock backend
// (docs/exams.md): one tab per paper, another account's login in another tab, and a login that
// expired while a hand-in waits. The tabs of one browser context share the token cookie, the
// device's copies and the BroadcastChannel, as a browser's tabs do. Waiting papers and logins are
// in exam-accounts.nginx.spec.ts; what the journeys here leave on the shared backend is said there.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { opened } from './support/dialogs'
import { answer, handIn, answerAll } from './support/exam-steps'
import { login } from './support/login'
import { chooseInUserMenu } from './support/user-menu'
import {
  backendCalls,
  caughtUp,
  cutHandIn,
  DONE,
  expectSentWith,
  expectStored,
  frozenPaper,
  localPapers,
  noteScreens,
  openPaper,
  requestsTo,
  screensOf,
  SUBMIT,
  tokenOf,
  userInfo,
  WAITING,
} from './support/exam-journeys'

const ENDED = '本窗口的登录已结束'
const EXPIRED = '登录状态已过期，您可以继续留在该页面，或者重新登录'
const GET_USER_INFO = '/Api/User/user_user/GetUserInfo'

/** The hand-in's status above the paper (it says how often it was tried). */
const status = (page: Page, text: string) => page.locator('.ant-alert').filter({ hasText: text })

/**
 * Waits until the hand-in's status says it was tried `atLeast` times. Time also flows by itself
 * under page.clock, so a try may come before the clock is run on: at least, not exactly.
 */
const triedAtLeast = (page: Page, text: string, atLeast: number) =>
  expect
    .poll(async () => {
      const said = await status(page, text).innerText()
      return Number(/已尝试 (\d+) 次/.exec(said)?.[1] ?? 0)
    })
    .toBeGreaterThanOrEqual(atLeast)

/** The toasts and dialogs among `notes` (noteScreens) that say the login has expired. */
const loginExpiredNotes = (notes: string[]) =>
  notes.filter((note) => /^(toast|dialog):/.test(note) && /登录.*过期/.test(note))

/** Another tab of the browser, where someone signs in on /login as `role`. */
async function signInElsewhere(page: Page, role: keyof typeof ACCOUNTS) {
  const other = await page.context().newPage()
  // /login is for a browser without a session: the token cookie goes first (no logout, which
  // would end the token on the backend as well)
  await page.context().clearCookies()
  await login(other, ACCOUNTS[role].account, ACCOUNTS[role].password)
  return other
}

test.describe('signed in', () => {
  test.use({ signedInAs: 'learner' })

  test('a second tab of a paper waits for the one-tab lock: it neither shows nor sends the paper the first is handing in', async ({
    page,
    context,
  }) => {
    await noteScreens(context)
    await page.clock.install()
    await openPaper(page, 'EX2026004')
    const { total } = await answerAll(page)
    // this tab's hand-in finds no network: it waits and tries again
    const reconnect = await cutHandIn(page)
    const sentFirst = requestsTo(page, SUBMIT)
    await handIn(page)
    await expect(page.getByText(WAITING)).toBeVisible()
    const kept = await frozenPaper(page, 'EX2026004', total)

    const second = await context.newPage()
    const sentSecond = requestsTo(second, SUBMIT)
    await second.goto('/ysUserExam/exam?examCode=EX2026004')
    await expect(second.getByText('该试卷已在其他窗口打开')).toBeVisible()
    expect(
      (await screensOf(second)).filter((note) => /^(question|alert):/.test(note)),
      'the second tab showed no question and no hand-in before the lock answered',
    ).toEqual([])
    expect(sentSecond, 'nor sent it').toEqual([])

    // the second tab takes the paper over: the first one lets it go, the second one hands it in
    await second.getByRole('button', { name: '在此窗口作答' }).click()
    await expect(page.getByText('该试卷已在其他窗口打开')).toBeVisible()
    await expect(second.getByText(DONE)).toBeVisible()
    expect(sentSecond, 'one hand-in from the second tab').toHaveLength(1)
    expectSentWith(sentSecond[0], kept)
    await expectStored(second, kept)

    // the first tab's network is back, and its retries' time comes: it sends nothing more
    const triedFirst = sentFirst.length
    await reconnect()
    await context.setOffline(true)
    await context.setOffline(false)
    for (let i = 0; i < 4; i++) await page.clock.runFor(15_000)
    await caughtUp(page)
    expect(sentFirst.length, 'the first tab sent nothing once it let the paper go').toBe(triedFirst)
    for (const tab of [page, second])
      expect(
        (await screensOf(tab)).filter((note) => note.includes('交卷未成功')),
        'no refused hand-in in either tab',
      ).toEqual([])
  })

  test('another account signing in in another tab ends the session here: the hand-in is not sent, now or later', async ({
    page,
  }) => {
    await page.clock.install()
    await openPaper(page, 'EX2026001')
    await answer(page, 1)
    const calls = backendCalls(page)
    const other = await signInElsewhere(page, 'company')

    await handIn(page)
    const ended = page.getByRole('dialog', { name: ENDED })
    await expect(ended).toBeVisible()
    await expect(ended).toContainText('本窗口不再发送任何请求')
    // whose the new token is was asked, and nothing else went out
    expect(calls, 'only the question whose the token is').toEqual([GET_USER_INFO])

    // the hand-in goes on trying by itself: each try stops before it leaves the tab
    for (let tries = 2; tries <= 4; tries++) {
      await page.clock.runFor(15_000)
      await triedAtLeast(page, '试卷尚未交上', tries)
    }
    await caughtUp(page)
    expect(calls, 'nothing more left this tab').toEqual([GET_USER_INFO])
    // the learner's answers wait on the device for the learner's next login
    const [kept] = await localPapers(page, 'EX2026001')
    expect(kept?.handIn, 'frozen, kept').toBeTruthy()
    expect(Object.values(kept.answers).filter(Boolean)).toHaveLength(1)
    // and the other tab's session is the company's, untouched
    expect((await userInfo(other, (await tokenOf(page.context()))!)).chnName).toBe('李晓梅')
  })

  test('another account signing in in another tab: 编辑资料 here saves nothing, for either account', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    const dialog = page.getByRole('dialog', { name: '编辑资料' })
    await chooseInUserMenu(page, '编辑资料', () => expect(dialog).toBeVisible())
    const name = dialog.getByLabel('姓名')
    await expect(name).toHaveValue('张伟')
    const calls = backendCalls(page)
    const other = await signInElsewhere(page, 'company')

    await name.fill('张伟（本窗口）')
    await dialog.getByRole('button', { name: /^(保\s*存|确\s*定)$/ }).click()
    await expect(page.getByRole('dialog', { name: ENDED })).toBeVisible()
    expect(calls, 'only the question whose the token is').toEqual([GET_USER_INFO])
    await caughtUp(page)
    expect(calls, 'no UpdateUserInfoByUser').toEqual([GET_USER_INFO])
    const company = (await tokenOf(page.context()))!
    expect((await userInfo(other, company)).chnName, 'the company account as it was').toBe('李晓梅')
  })
})

test('after 不用了 on the login-expired confirm the retries neither toast nor ask again; the next login of the account hands the paper in', async ({
  page,
  context,
}) => {
  await noteScreens(context)
  await page.clock.install()
  // a session of its own: its login is ended on the backend below
  await login(page, ACCOUNTS.learner.account, ACCOUNTS.learner.password)
  await openPaper(page, 'EX2026005')
  const { total } = await answerAll(page)
  const sent = requestsTo(page, SUBMIT)

  // the login expires on the backend while the paper is open
  const expired = await page.request.post('/Api/User/user_user/LoginOut', {
    headers: { Authorization: `Bearer ${await tokenOf(context)}` },
  })
  expect(expired.ok()).toBe(true)
  await handIn(page)
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: EXPIRED })
  await opened(page, confirm)
  // the 401 is said, and asked about
  await expect
    .poll(async () => loginExpiredNotes(await screensOf(page)))
    .toEqual(
      expect.arrayContaining([expect.stringMatching(/^toast:/), expect.stringMatching(/^dialog:/)]),
    )
  await confirm.getByRole('button', { name: /^不\s*用\s*了$/ }).click()
  await expect(confirm).toBeHidden()
  const waiting = status(page, '登录状态已过期，试卷尚未交上')
  await expect(waiting).toBeVisible()
  const kept = await frozenPaper(page, 'EX2026005', total)
  const before = (await screensOf(page)).length

  // the back-off's tries, 2, 4, 8, 15 and 30 s apart: each one answered 401 again
  for (let tries = 2; tries <= 6; tries++) {
    await page.clock.runFor(30_000)
    await triedAtLeast(page, '登录状态已过期，试卷尚未交上', tries)
  }
  expect(sent.length, 'the retries went out').toBeGreaterThanOrEqual(6)
  expect(
    loginExpiredNotes((await screensOf(page)).slice(before)),
    'no 401 toast, no login-expired confirm after 不用了',
  ).toEqual([])

  // the account signs in again in another tab: the next try goes with the new login
  await signInElsewhere(page, 'learner')
  await page.clock.runFor(30_000)
  await expect(page.getByText(DONE)).toBeVisible()
  expectSentWith(sent[sent.length - 1], kept)
  await expectStored(page, kept)
  expect(loginExpiredNotes((await screensOf(page)).slice(before)), 'nor on the way').toEqual([])
})
