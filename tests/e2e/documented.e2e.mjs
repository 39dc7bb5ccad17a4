// Journeys against a backend that answers exactly the documented fields: the mock's
// documented-only switch (mocks/documented-only.ts) is on in every context of this file, so no
// flow may lean on a field the spec does not document. Each journey checks what the user sees
// and what the backend receives.
import { assert, waitForPath } from './assert.mjs'
import { answer, card, handIn, heading, startFromDetail } from './exam-steps.mjs'
import { login, loginOnPage } from './login.mjs'
import { logoutByMenu } from './user-menu.mjs'

/** Turns the switch on for the whole context, before any page script runs. */
async function documentedOnly(context, extra = {}) {
  await context.addInitScript(
    (keys) => {
      for (const [key, value] of Object.entries(keys))
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    },
    { 'yd-mock-documented-only': '1', ...extra },
  )
}

/** The JSON bodies the app sent to a path ending with `suffix`, and the answers it got. */
function watchCalls(page, suffix) {
  const calls = []
  page.on('response', async (response) => {
    const request = response.request()
    if (!new URL(request.url()).pathname.endsWith(suffix)) return
    const call = { body: request.postDataJSON(), status: response.status(), answer: undefined }
    calls.push(call)
    call.answer = await response.json().catch(() => undefined)
  })
  return calls
}

/** Seconds a timer text "h:mm:ss" or "mm:ss" stands for. */
const secondsOf = (text) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0)

export const journeys = {
  async 'an exam started from the dashboard counts down its time, and a hand-in that meets a 500 goes through once by itself'({
    page,
    context,
    shot,
  }) {
    // the first hand-in meets a server error
    await documentedOnly(context, { 'yd-mock-fail': JSON.stringify({ SubmitExamPaper: 1 }) })
    const submits = watchCalls(page, '/SubmitExamPaper')
    await login(page, 'learner', 'Learner@123')
    await page.getByRole('tab', { name: '我的考试' }).click()
    await page.getByRole('button', { name: '进入考试' }).click()
    const detail = page.getByRole('dialog', { name: '考试详情' })
    const minutesText = await detail
      .getByRole('row', { name: /考试时长/ })
      .getByText(/分钟/)
      .innerText()
    const minutes = Number(/(\d+)/.exec(minutesText)?.[1])
    assert(minutes > 0, `the detail shows the exam time: ${minutesText}`)
    await detail.getByRole('button', { name: /开始考试|重新考试|继续考试/ }).click()
    await heading(page, 1).waitFor()
    const left = secondsOf(await page.getByRole('timer', { name: '剩余时间' }).innerText())
    assert(
      left <= minutes * 60 && left >= minutes * 60 - 60,
      `the countdown starts near the exam time (${minutes} min): ${left} s`,
    )
    assert(submits.length === 0, 'nothing handed in at the start')

    const total = await card(page)
      .getByRole('button', { name: /^第 \d+ 题/ })
      .count()
    const answered = Math.min(total, 3)
    for (let n = 1; n <= answered; n++) {
      await card(page)
        .getByRole('button', { name: new RegExp(`^第 ${n} 题`) })
        .click()
      await answer(page, n)
    }
    await handIn(page)
    await page.getByText('暂时无法连接服务器，试卷尚未交上').waitFor()
    await shot('documented-exam-handin-waiting')
    // tried again by itself after 2 s
    await page.getByText(/交卷成功|试卷提交成功/).waitFor({ timeout: 20_000 })
    const accepted = submits.filter((s) => s.status === 200 && s.answer?.success)
    assert(submits.length === 2, `two submits, the first refused by a 500: ${submits.length}`)
    assert(accepted.length === 1, `exactly one accepted submit: ${accepted.length}`)
    assert(submits[0].status === 500, `the first met a 500: ${submits[0].status}`)
    const sent = accepted[0].body.answers
    assert(
      sent.length === answered && sent.every((a) => a.questionId && a.answer),
      `every answer given was sent: ${JSON.stringify(sent)}`,
    )
    await page.getByRole('button', { name: '查看试卷' }).click()
    const result = page.getByRole('dialog', { name: '考试结果' })
    await result.getByText('试卷信息').waitFor()
    await shot('documented-exam-result')
  },

  async 'two accounts take turns on one browser, each with its own exam draft'({ page, context }) {
    await documentedOnly(context)
    const submits = watchCalls(page, '/SubmitExamPaper')
    const firstChoice = (p) => p.locator('.exam-body__question').getByRole('radio')
    // leaving an open paper asks first (beforeunload): yes
    page.on('dialog', (dialog) => void dialog.accept())

    // A starts the exam, answers the first question with the second option and leaves
    await login(page, 'learner', 'Learner@123')
    await startFromDetail(page, 'EX2026002')
    await firstChoice(page).nth(1).check()
    await page.goto('/dashboard')
    await waitForPath(page, '/dashboard')
    await logoutByMenu(page)

    // B (the learner account behind twin) opens the same exam: a fresh paper, nothing of A's
    await loginOnPage(page, 'twin', 'Twin@1234')
    const pick = page.getByRole('dialog', { name: '选择登录账号' })
    await pick.getByText('华东机械制造有限公司', { exact: false }).click()
    await pick.getByRole('button', { name: /确\s*定/ }).click()
    await waitForPath(page, '/dashboard')
    await startFromDetail(page, 'EX2026002')
    const checkedB = await firstChoice(page).evaluateAll(
      (radios) => radios.filter((r) => r.checked).length,
    )
    assert(checkedB === 0, `B's paper shows none of A's answers: ${checkedB} checked`)
    await firstChoice(page).nth(2).check()
    await page.goto('/dashboard')
    await waitForPath(page, '/dashboard')
    await logoutByMenu(page)

    // A comes back: the paper continues with A's own answer, kept on this device
    await login(page, 'learner', 'Learner@123')
    await page.goto('/ysUserExam/exam?examCode=EX2026002')
    await heading(page, 1).waitFor()
    assert(await firstChoice(page).nth(1).isChecked(), "A's own answer is back")
    assert(!(await firstChoice(page).nth(2).isChecked()), "B's answer is not in A's paper")
    assert(submits.length === 0, `nobody's paper was handed in: ${submits.length}`)
  },
}
