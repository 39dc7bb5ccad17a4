// Journeys against a backend that answers exactly the documented fields: the mock's
// documented-only switch (mocks/documented-only.ts) is on in every context of this file, so no
// flow may lean on a field the spec does not document. Each journey checks what the user sees
// and what the backend receives.
import { assert, waitForPath } from './assert.mjs'
import { confirm } from './dialogs.mjs'
import { answer, card, handIn, heading, startFromDetail } from './exam-steps.mjs'
import { login, signIn, loginOnPage } from './login.mjs'
import { toastAfter } from './toasts.mjs'
import { chooseInUserMenu, logoutByMenu } from './user-menu.mjs'
import { chooseInMenu } from './dropdown.mjs'

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
  page.on('response', (response) => {
    const request = response.request()
    if (!new URL(request.url()).pathname.endsWith(suffix)) return
    const call = { body: request.postDataJSON(), status: response.status(), answer: undefined }
    // the body comes over the debugging connection after the page has it, later still on a busy
    // machine: a check of the answers waits for answersOf
    call.read = response
      .json()
      .catch(() => undefined)
      .then((answer) => (call.answer = answer))
    calls.push(call)
  })
  return calls
}

/** The calls with their answers read (see watchCalls). */
async function answersOf(calls) {
  await Promise.all(calls.map((call) => call.read))
  return calls
}

/** The blank a save must never send back for a field it did not read. */
const isBlank = (value) =>
  value === '' || value === null || (typeof value === 'string' && value.startsWith('1900-01-01'))

/** The confirm button of a dialog (antd spaces two-character labels: 确 定). */
const ok = (dialog) => dialog.getByRole('button', { name: /^(确\s*定|保\s*存)$/ })

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
    const accepted = (await answersOf(submits)).filter((s) => s.status === 200 && s.answer?.success)
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
    // the accounts log in through the form: what the device keeps is keyed by what the form stored
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

  async 'a user edit that changes only the name sends back no blank for what it did not read'({
    page,
    context,
    shot,
  }) {
    await documentedOnly(context)
    const edits = watchCalls(page, '/EditUserInfo')
    await signIn(page, 'admin', 'Admin@123', '/permission/ydUser?keyword=hd0005')
    const row = page
      .getByRole('table', { name: '用户列表' })
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByRole('cell', { name: 'hd0005', exact: true }) })
    await row.waitFor()
    const department = (await row.locator('td').nth(2).innerText()).trim()
    assert(department && department !== '-', `the row shows its department: ${department}`)
    await chooseInMenu(page, row.getByRole('button', { name: /更多/ }), '编辑（系统用户）')
    const dialog = page.getByRole('dialog', { name: '编辑系统用户' })
    // what the list did not carry is named, and left as it is
    await dialog.getByText(/未能读取以下字段的原值/).waitFor()
    await shot('documented-user-edit')
    const name = dialog.getByLabel('姓名')
    const renamed = `${(await name.inputValue()).slice(0, 8)}改`
    await name.fill(renamed)
    await toastAfter(page, '修改成功', () => ok(dialog).click())
    assert(edits.length === 1, `one EditUserInfo: ${edits.length}`)
    const body = edits[0].body
    assert(body.chnName === renamed, `the new name is sent: ${body.chnName}`)
    const unread = ['orgCode', 'postCode', 'partTimePostCode', 'partTimePostCodeName', 'jobNum']
    const blanks = [
      ...unread,
      'orgCodeName',
      'postCodeName',
      'ssNo',
      'ssAddr',
      'ssState',
      'validDate',
    ].filter((key) => key in body && isBlank(body[key]))
    assert(blanks.length === 0, `no blank sent back: ${blanks.join()} in ${JSON.stringify(body)}`)
    assert(
      unread.every((key) => !(key in body)),
      `fields never read are left out: ${JSON.stringify(body)}`,
    )
    // the department the list showed is still the user's
    await row.getByText(renamed).waitFor()
    assert(
      (await row.locator('td').nth(2).innerText()).trim() === department,
      'the department is kept',
    )
  },

  async '编辑资料 saved without touching the fields it could not read'({ page, context }) {
    await documentedOnly(context)
    const saves = watchCalls(page, '/UpdateUserInfoByUser')
    await login(page, 'learner', 'Learner@123')
    await chooseInUserMenu(page, '编辑资料', () =>
      page.getByRole('dialog', { name: '编辑资料' }).waitFor(),
    )
    const dialog = page.getByRole('dialog', { name: '编辑资料' })
    await dialog.getByLabel('姓名').waitFor()
    await toastAfter(page, '修改成功', () => ok(dialog).click())
    assert(saves.length === 1, `one UpdateUserInfoByUser: ${saves.length}`)
    const body = saves[0].body
    const hidden = ['idCard', 'sex', 'qq', 'weChat', 'email', 'mobile', 'accountCode']
    assert(
      hidden.every((key) => !(key in body)),
      `nothing sent for what GetUserInfo did not give: ${JSON.stringify(body)}`,
    )
    assert(body.chnName, `the name read goes back: ${JSON.stringify(body)}`)
  },

  async 'a role renamed keeps every permission it held'({ page, context }) {
    await documentedOnly(context)
    const edits = watchCalls(page, '/EidtRole')
    await signIn(page, 'admin', 'Admin@123', '/system/role')
    const roles = page.getByRole('table', { name: '角色列表' })
    const row = roles.locator('tbody tr.ant-table-row').filter({ hasText: '讲师' })
    const checkedIn = async (dialog) => {
      await dialog.locator('.role-tree .role-tree__node').first().waitFor()
      return dialog.locator('.role-tree .ant-tree-treenode-checkbox-checked').count()
    }
    await row.getByRole('button', { name: '编辑' }).click()
    let dialog = page.getByRole('dialog', { name: '编辑角色' })
    const held = await checkedIn(dialog)
    assert(held > 0, 'the role holds permissions')
    await dialog.getByLabel('角色名称').fill('讲师（已改名）')
    await toastAfter(page, '保存成功', () => ok(dialog).click())
    const sent = edits[0]?.body
    assert(sent?.roleName === '讲师（已改名）', `renamed: ${JSON.stringify(sent)}`)
    assert(sent.roleAct.length >= held, `its permissions go back: ${sent.roleAct.length}`)
    const renamed = roles.locator('tbody tr.ant-table-row').filter({ hasText: '讲师（已改名）' })
    await renamed.getByRole('button', { name: '编辑' }).click()
    dialog = page.getByRole('dialog', { name: '编辑角色' })
    assert((await checkedIn(dialog)) === held, 'the same permissions after the rename')
  },

  async 'a directory renamed and deleted'({ page, context }) {
    await documentedOnly(context)
    const saves = watchCalls(page, '/SaveData')
    const deletes = watchCalls(page, '/DeleteData')
    await signIn(page, 'admin', 'Admin@123', '/train/resdir')
    const tree = page.getByRole('tree', { name: '资源目录' })
    await tree.getByText('安全生产法规').waitFor()
    await page.getByText(/服务器未返回目录的上下级关系/).waitFor()
    // a new directory to work on
    await page.getByRole('button', { name: '新增顶级目录' }).click()
    let dialog = page.getByRole('dialog', { name: '新增顶级目录' })
    await dialog.getByLabel('目录名称').fill('E2E目录')
    await ok(dialog).click()
    await tree.getByText('E2E目录').waitFor()
    const count = await tree.getByRole('treeitem').count()
    // a node's buttons show once it is selected
    await tree.getByText('E2E目录', { exact: true }).click()
    await tree.getByRole('button', { name: '重命名：E2E目录' }).click()
    dialog = page.getByRole('dialog', { name: '重命名目录' })
    await dialog.getByLabel('目录名称').fill('E2E目录改')
    await ok(dialog).click()
    await tree.getByText('E2E目录改').waitFor()
    const rename = saves.at(-1).body
    assert(
      rename.dCode && rename.dName === 'E2E目录改',
      `renamed by dCode: ${JSON.stringify(rename)}`,
    )
    assert((await tree.getByRole('treeitem').count()) === count, 'no second directory')
    await tree.getByText('E2E目录改', { exact: true }).click()
    await tree.getByRole('button', { name: '删除：E2E目录改' }).click()
    await toastAfter(page, '删除成功!', () =>
      confirm(page, '注：您确定要删除吗？该操作将无法恢复！'),
    )
    await tree.getByText('E2E目录改').waitFor({ state: 'detached' })
    assert(deletes[0]?.body.dCode === rename.dCode, `deleted by dCode: ${JSON.stringify(deletes)}`)
  },

  async 'the message centre lists messages and opens one'({ page, context, shot }) {
    await documentedOnly(context)
    const reads = watchCalls(page, '/SetIsRead')
    await login(page, 'learner', 'Learner@123')
    const bell = page.getByRole('link', { name: /消息中心，\d+ 条未读/ })
    await bell.waitFor()
    const before = Number(/(\d+) 条未读/.exec(await bell.getAttribute('aria-label'))?.[1] ?? 0)
    assert(before > 0, 'the learner has unread messages')
    await page.goto('/ydmessage/index')
    const table = page.getByRole('table', { name: '消息列表' })
    const first = table.locator('tbody tr.ant-table-row').first()
    await first.waitFor()
    await shot('documented-message-centre')
    await first.locator('.message-title').click()
    await page.getByRole('dialog').first().waitFor()
    await page.waitForFunction((n) => {
      const label = document.querySelector('a[aria-label^="消息中心"]')?.getAttribute('aria-label')
      return Number(/(\d+) 条未读/.exec(label ?? '')?.[1] ?? 0) < n
    }, before)
    assert(reads.length >= 1 && reads[0].body.isRead === 1, `marked read: ${JSON.stringify(reads)}`)
  },
}
