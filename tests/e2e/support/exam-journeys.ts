// What the exam journeys behind nginx that cross logins, reloads and tabs share
// (exam-accounts.nginx.spec.ts, exam-tabs.nginx.spec.ts): the paper on screen answered, the
// hand-in cut off, the calls a tab sent, what its screens showed, and the backend's own record.
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test'
import { heading } from './exam-steps'
import { expectPath, openLogin } from './login'

export const SUBMIT = '/SubmitExamPaper'
export const DONE = /交卷成功|试卷提交成功/
/** what the page says while a hand-in waits for the network */
export const WAITING = '暂时无法连接服务器，试卷尚未交上'

/**
 * Opens the paper of `examCode`: through its detail's enter button when no paper is in progress,
 * or at once when one is (the exam page continues it without the detail).
 */
export async function openPaper(page: Page, examCode: string) {
  await page.goto(`/ysUserExam/exam?examCode=${examCode}`)
  const enter = page
    .getByRole('dialog', { name: '考试详情' })
    .getByRole('button', { name: /开始考试|重新考试|继续考试/ })
  await expect(enter.or(heading(page, 1))).toBeVisible()
  if (await enter.isVisible()) await enter.click()
  await expect(heading(page, 1)).toBeVisible()
}

type Answers = Record<string, string>
export type LocalPaper = { paperId: string; examCode: string; answers: Answers; handIn?: object }

/** The copies of papers this browser keeps (lib/exam-drafts.ts), of `examCode`. */
export async function localPapers(page: Page, examCode: string): Promise<LocalPaper[]> {
  const all = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.includes(':paper:'))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown),
  )
  return (all as LocalPaper[]).filter((paper) => paper?.examCode === examCode)
}

/** The one copy of `examCode` kept, frozen for the hand-in, with an answer to each question. */
export async function frozenPaper(page: Page, examCode: string, total: number) {
  const kept = await localPapers(page, examCode)
  expect(kept, `one copy of ${examCode} on the device`).toHaveLength(1)
  const [paper] = kept
  expect(paper.handIn, 'frozen for the hand-in').toBeTruthy()
  expect(Object.values(paper.answers).filter(Boolean), 'every answer kept').toHaveLength(total)
  return paper
}

/** The requests `page` sends to a path ending with `suffix`, as they leave the tab. */
export function requestsTo(page: Page, suffix: string): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(suffix)) sent.push(request)
  })
  return sent
}

/** The paths of the backend calls `page` sends from now on. */
export function backendCalls(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/Api/')) paths.push(pathname)
  })
  return paths
}

/** SubmitExamPaper's body: the paper and its answers by question id. */
export function submitted(request: Request): { paperId: string; answers: Answers } {
  const body = request.postDataJSON() as {
    userpaperId: unknown
    answers: { questionId: string; answer: string }[]
  }
  return {
    paperId: String(body.userpaperId),
    answers: Object.fromEntries(body.answers.map((a) => [String(a.questionId), a.answer])),
  }
}

const given = (answers: Answers) =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value))

/** `request` handed in `paper` with every answer the device kept. */
export function expectSentWith(request: Request, paper: LocalPaper) {
  const sent = submitted(request)
  expect(sent.paperId, 'the paper kept').toBe(paper.paperId)
  expect(given(sent.answers), 'the answers kept, not an empty paper').toEqual(given(paper.answers))
}

/** Cuts this tab's hand-in off the network; the returned function puts it back. */
export async function cutHandIn(page: Page) {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.abort('internetdisconnected')
  await page.route(`**${SUBMIT}`, handler)
  return () => page.unroute(`**${SUBMIT}`, handler)
}

/** The backend holds `paper` as handed in with the answers the device kept (GetExamResult). */
export async function expectStored(page: Page, paper: LocalPaper) {
  expect(await storedAnswers(page, paper.paperId), 'what the backend holds').toEqual(
    given(paper.answers),
  )
}

/** The token of the context's session (the Admin-Token cookie), if any. */
export async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'Admin-Token')
  return cookie?.value ? decodeURIComponent(cookie.value) : undefined
}

async function backend<T>(page: Page, path: string, token: string): Promise<T> {
  const response = await page.request.post(path, { headers: { Authorization: `Bearer ${token}` } })
  const answer = (await response.json()) as { success: boolean; data: T }
  expect(answer.success, `${path}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(true)
  return answer.data
}

/** The answers the backend holds for a handed-in paper (GetExamResult), by question id. */
export async function storedAnswers(page: Page, paperId: string): Promise<Answers> {
  const token = await tokenOf(page.context())
  expect(token, 'signed in').toBeTruthy()
  const data = await backend<{ exampaperquestionlist: { id: unknown; answerStr?: string }[] }>(
    page,
    `/Api/UserExam/ex_userexam/GetExamResult?userpaperId=${paperId}`,
    token!,
  )
  return given(
    Object.fromEntries(data.exampaperquestionlist.map((q) => [String(q.id), q.answerStr ?? ''])),
  )
}

/** The account behind `token` as the backend says (GetUserInfo). */
export const userInfo = (page: Page, token: string) =>
  backend<{ userId: string; chnName: string }>(page, '/Api/User/user_user/GetUserInfo', token)

/** Logs in on /login with the phone and its SMS code (any number's code on the mock). */
export async function loginByPhone(page: Page, phone: string) {
  await openLogin(page)
  await page.getByRole('tab', { name: '手机验证码登录' }).click()
  await page.getByRole('textbox', { name: '手机号' }).fill(phone)
  const code = page.getByRole('textbox', { name: '验证码' })
  await code.fill('123456')
  await code.press('Enter')
  await expectPath(page, '/dashboard')
}

/**
 * Every page of `context` notes, in order, each toast, dialog, alert and question it shows, and
 * each change of their text (an alert says how often a hand-in was tried): what a journey asserts
 * was never shown is checked against all of it, not against the screen at one moment.
 */
export async function noteScreens(context: BrowserContext) {
  await context.addInitScript(() => {
    const notes: string[] = []
    ;(window as unknown as { __e2eScreens: string[] }).__e2eScreens = notes
    const kinds: [string, string][] = [
      ['toast', '.ant-message-notice'],
      ['dialog', '.ant-modal'],
      ['alert', '.ant-alert'],
      ['question', '.exam-body__question'],
    ]
    const last = new WeakMap<Element, string>()
    const look = () => {
      for (const [kind, selector] of kinds)
        for (const element of document.querySelectorAll(selector)) {
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
          if (!text || last.get(element) === text) continue
          last.set(element, text)
          notes.push(`${kind}: ${text.slice(0, 160)}`)
        }
    }
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

/** What `page` showed so far (noteScreens). */
export const screensOf = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __e2eScreens: string[] }).__e2eScreens])

/**
 * Waits until the page has run what it had to do before now: a request started by a timer that
 * page.clock ran leaves the tab before this one's marker does.
 */
export async function caughtUp(page: Page) {
  const marker = `/e2e-caught-up-${Math.random().toString(36).slice(2)}`
  const seen = page.waitForRequest((request) => request.url().endsWith(marker))
  await page.evaluate((url) => void fetch(url).catch(() => {}), marker)
  await seen
}
