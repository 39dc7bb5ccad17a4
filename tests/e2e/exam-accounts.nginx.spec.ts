// A paper left waiting on the device, behind nginx with its worker's mock backend
// (docs/exams.md): it is found again however the account signs in next, it goes in before anything
// starts the exam again, and a refused hand-in is sent again with 重新提交. The journeys that
// cross tabs and sessions are in exam-tabs.nginx.spec.ts.
//
// The journeys here share the backend with the other ones of their worker behind nginx: the exams they take
// allow retakes and none of them is one another journey takes, each hand-in here goes in, and a
// journey that logs out logs in by itself first (a logout ends the token on the backend, and the
// learner's saved sign-in is every journey's).
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { opened } from './support/dialogs'
import { handIn, answerAll } from './support/exam-steps'
import { expectPath, loginOnPage } from './support/login'
import { chooseInUserMenu } from './support/user-menu'
import {
  caughtUp,
  cutHandIn,
  DONE,
  expectSentWith,
  expectStored,
  frozenPaper,
  localPapers,
  loginByPhone,
  openPaper,
  requestsTo,
  SUBMIT,
  WAITING,
} from './support/exam-journeys'

const { account, password } = ACCOUNTS.learner
const PHONE = '13800138000'

const confirmOf = (page: Page, title: string) =>
  page.locator('.ant-modal-confirm').filter({ hasText: title })

/** Logs the learner in on /login with a login name. */
async function byName(page: Page, typed: string) {
  if (typed !== account)
    // a backend that takes login names in any letter case (the mock matches them exactly)
    await page.route('**/LoginStep1', async (route) => {
      const body = route.request().postDataJSON() as { username: string }
      await route.continue({
        postData: JSON.stringify({ ...body, username: body.username.toLowerCase() }),
      })
    })
  await loginOnPage(page, typed, password)
  await expectPath(page, '/dashboard')
  await page.unroute('**/LoginStep1')
}

const LOGINS = {
  name: (page: Page) => byName(page, account),
  capitals: (page: Page) => byName(page, account.toUpperCase()),
  phone: (page: Page) => loginByPhone(page, PHONE),
}

test.describe('a paper left waiting, and the next login', () => {
  for (const [first, again] of [
    ['name', 'phone'],
    ['phone', 'capitals'],
  ] as const)
    test(`left after a login by ${first}, it is offered right after a login by ${again} and goes in with its answers`, async ({
      page,
    }) => {
      await LOGINS[first](page)
      await openPaper(page, 'EX2026004')
      const { total } = await answerAll(page)
      // the hand-in finds no network
      const reconnect = await cutHandIn(page)
      await handIn(page)
      await expect(page.getByText(WAITING)).toBeVisible()
      const kept = await frozenPaper(page, 'EX2026004', total)

      // the learner signs out: leaving the paper asks first, and it stays on the device
      await chooseInUserMenu(page, '退出登录', async () => {
        const leave = confirmOf(page, '离开考试')
        await (await opened(page, leave)).getByRole('button', { name: /^离\s*开$/ }).click()
        await expectPath(page, '/home')
      })
      await reconnect()
      expect(await localPapers(page, 'EX2026004'), 'kept after the logout').toEqual([
        expect.objectContaining({ paperId: kept.paperId, answers: kept.answers }),
      ])

      // signed in the other way: the paper is offered at once, and 去交卷 hands it in
      const sent = requestsTo(page, SUBMIT)
      await LOGINS[again](page)
      const offer = confirmOf(page, '有试卷尚未交上')
      await expect(offer).toContainText('《建筑施工安全考试》')
      await (await opened(page, offer)).getByRole('button', { name: '去交卷' }).click()
      await expectPath(page, '/ysUserExam/exam')
      await expect(page.getByText(DONE)).toBeVisible()
      expect(sent, 'one hand-in').toHaveLength(1)
      expectSentWith(sent[0], kept)
      await expectStored(page, kept)
      expect(await localPapers(page, 'EX2026004'), 'cleared once acknowledged').toEqual([])
    })
})

test.describe('signed in', () => {
  test.use({ signedInAs: 'learner' })

  test('entering from 我的考试 while a copy waits hands the copy in, and BeginExam is not called', async ({
    page,
  }) => {
    await openPaper(page, 'EX2026001')
    const { total } = await answerAll(page)
    const reconnect = await cutHandIn(page)
    await handIn(page)
    await expect(page.getByText(WAITING)).toBeVisible()
    const kept = await frozenPaper(page, 'EX2026001', total)
    await reconnect()

    const begins = requestsTo(page, '/BeginExam')
    const sent = requestsTo(page, SUBMIT)
    // another page of the site, loaded: the shell offers the paper; the learner says later
    await page.goto('/exam/index')
    const offer = confirmOf(page, '有试卷尚未交上')
    await (await opened(page, offer)).getByRole('button', { name: /^稍\s*后$/ }).click()
    await expect(offer).toBeHidden()
    expect(sent, 'nothing sent before the learner enters').toEqual([])

    // and enters the exam from 我的考试 and its detail
    await page.getByRole('button', { name: /^(开始|重新|继续)考试：新员工岗前安全考试$/ }).click()
    const detail = page.getByRole('dialog', { name: '考试详情' })
    await detail.getByRole('button', { name: /开始考试|重新考试|继续考试/ }).click()
    await expectPath(page, '/ysUserExam/exam')
    await expect(page.getByText(DONE)).toBeVisible()
    expect(
      begins.map((r) => r.url()),
      'no BeginExam: it would take the paper as the server holds it',
    ).toEqual([])
    expect(sent, 'one hand-in').toHaveLength(1)
    expectSentWith(sent[0], kept)
    await expectStored(page, kept)
  })

  test('a refused hand-in is not sent again by itself; 重新提交 sends it again and it goes in', async ({
    page,
  }) => {
    const REFUSAL = '考试系统维护中，请稍后再交'
    await page.clock.install()
    // in progress on the backend, with answers saved there: the exam page continues it
    await openPaper(page, 'EX2026005')
    const { total } = await answerAll(page)
    // the backend says no once, then takes the paper
    let refusals = 1
    await page.route(`**${SUBMIT}`, (route) =>
      refusals-- > 0
        ? route.fulfill({ json: { success: false, errorCode: 0, msg: REFUSAL, data: null } })
        : route.continue(),
    )
    const sent = requestsTo(page, SUBMIT)
    await handIn(page)
    const refused = page.locator('.ant-alert').filter({ hasText: `交卷未成功：${REFUSAL}` })
    await expect(refused).toBeVisible()
    const kept = await frozenPaper(page, 'EX2026005', total)

    // a minute on, in which the back-off would have tried five times: nothing was sent
    for (let i = 0; i < 4; i++) await page.clock.runFor(15_000)
    await caughtUp(page)
    expect(sent, 'a refusal is not retried by itself').toHaveLength(1)
    await expect(refused).toBeVisible()

    await refused.getByRole('button', { name: '重新提交' }).click()
    await expect(page.getByText(DONE)).toBeVisible()
    expect(sent, '重新提交 sent it again').toHaveLength(2)
    expectSentWith(sent[0], kept)
    expectSentWith(sent[1], kept)
    await expectStored(page, kept)
  })
})
