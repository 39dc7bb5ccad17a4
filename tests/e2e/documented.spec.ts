// Journeys against a backend that answers exactly the documented fields: the mock's
// documented-only switch (mocks/documented-only.ts) is on in every context of this file, so no
// flow may lean on a field the spec does not document. Each journey checks what the user sees
// and what the backend receives.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { answersOf, watchCalls } from './support/calls'
import { confirm } from './support/dialogs'
import { answer, card, handIn, heading, startFromDetail } from './support/exam-steps'
import { expectPath, login, loginOnPage } from './support/login'
import { toastAfter } from './support/toasts'
import { chooseInUserMenu, logoutByMenu } from './support/user-menu'
import { chooseInMenu } from './support/dropdown'

const { learner } = ACCOUNTS

/** Turns the switch on for the whole context, before any page script runs. */
async function documentedOnly(context: BrowserContext, extra: Record<string, string> = {}) {
  await context.addInitScript(
    (keys) => {
      for (const [key, value] of Object.entries(keys))
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    },
    { 'yd-mock-documented-only': '1', ...extra },
  )
}

/** The blank a save must never send back for a field it did not read. */
const isBlank = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.startsWith('1900-01-01'))

/** The confirm button of a dialog (antd spaces two-character labels: 确 定). */
const ok = (dialog: Locator) => dialog.getByRole('button', { name: /^(确\s*定|保\s*存)$/ })

/** Seconds a timer text "h:mm:ss" or "mm:ss" stands for. */
const secondsOf = (text: string) =>
  text.split(':').reduce((total, part) => total * 60 + Number(part), 0)

/** The unread count of the navbar's bell (0 when it says none). */
const unread = (page: Page) =>
  page
    .getByRole('link', { name: /^消息中心/ })
    .first()
    .getAttribute('aria-label')
    .then((label) => Number(/(\d+) 条未读/.exec(label ?? '')?.[1] ?? 0))

test.describe('as learner', () => {
  test.use({ signedInAs: 'learner' })

  test('an exam started from the dashboard counts down its time, and a hand-in that meets a 500 goes through once by itself', async ({
    page,
    context,
    shot,
  }) => {
    // the first hand-in meets a server error
    await documentedOnly(context, { 'yd-mock-fail': JSON.stringify({ SubmitExamPaper: 1 }) })
    const submits = watchCalls(page, '/SubmitExamPaper')
    await page.goto('/dashboard')
    await page.getByRole('tab', { name: '我的考试' }).click()
    await page.getByRole('button', { name: '进入考试' }).click()
    const detail = page.getByRole('dialog', { name: '考试详情' })
    const minutesText = await detail
      .getByRole('row', { name: /考试时长/ })
      .getByText(/分钟/)
      .innerText()
    const minutes = Number(/(\d+)/.exec(minutesText)?.[1])
    expect(minutes, `the detail shows the exam time: ${minutesText}`).toBeGreaterThan(0)
    await detail.getByRole('button', { name: /开始考试|重新考试|继续考试/ }).click()
    await expect(heading(page, 1)).toBeVisible()
    const left = secondsOf(await page.getByRole('timer', { name: '剩余时间' }).innerText())
    expect(
      left <= minutes * 60 && left >= minutes * 60 - 60,
      `the countdown starts near the exam time (${minutes} min): ${left} s`,
    ).toBe(true)
    expect(submits, 'nothing handed in at the start').toHaveLength(0)

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
    await expect(page.getByText('暂时无法连接服务器，试卷尚未交上')).toBeVisible()
    await shot('documented-exam-handin-waiting')
    // tried again by itself after 2 s
    await expect(page.getByText(/交卷成功|试卷提交成功/)).toBeVisible({ timeout: 20_000 })
    const accepted = (await answersOf(submits)).filter((s) => s.status === 200 && s.answer?.success)
    expect(submits, 'two submits, the first refused by a 500').toHaveLength(2)
    expect(accepted, 'exactly one accepted submit').toHaveLength(1)
    expect(submits[0].status, 'the first met a 500').toBe(500)
    const sent = accepted[0].body.answers as { questionId?: string; answer?: string }[]
    expect(
      sent.length === answered && sent.every((a) => a.questionId && a.answer),
      `every answer given was sent: ${JSON.stringify(sent)}`,
    ).toBe(true)
    await page.getByRole('button', { name: '查看试卷' }).click()
    const result = page.getByRole('dialog', { name: '考试结果' })
    await expect(result.getByText('试卷信息')).toBeVisible()
    await shot('documented-exam-result')
  })

  test('编辑资料 saved without touching the fields it could not read', async ({
    page,
    context,
  }) => {
    await documentedOnly(context)
    const saves = watchCalls(page, '/UpdateUserInfoByUser')
    await page.goto('/dashboard')
    await chooseInUserMenu(page, '编辑资料', () =>
      expect(page.getByRole('dialog', { name: '编辑资料' })).toBeVisible(),
    )
    const dialog = page.getByRole('dialog', { name: '编辑资料' })
    await expect(dialog.getByLabel('姓名')).toBeVisible()
    await toastAfter(page, '修改成功', () => ok(dialog).click())
    expect(saves, 'one UpdateUserInfoByUser').toHaveLength(1)
    const body = saves[0].body
    const hidden = ['idCard', 'sex', 'qq', 'weChat', 'email', 'mobile', 'accountCode']
    expect(
      hidden.filter((key) => key in body),
      `nothing sent for what GetUserInfo did not give: ${JSON.stringify(body)}`,
    ).toEqual([])
    expect(body.chnName, `the name read goes back: ${JSON.stringify(body)}`).toBeTruthy()
  })

  test('the message centre lists messages and opens one', async ({ page, context, shot }) => {
    await documentedOnly(context)
    const reads = watchCalls(page, '/SetIsRead')
    await page.goto('/dashboard')
    const bell = page.getByRole('link', { name: /消息中心，\d+ 条未读/ })
    await expect(bell).toBeVisible()
    const before = await unread(page)
    expect(before, 'the learner has unread messages').toBeGreaterThan(0)
    await page.goto('/ydmessage/index')
    const table = page.getByRole('table', { name: '消息列表' })
    const first = table.locator('tbody tr.ant-table-row').first()
    await expect(first).toBeVisible()
    await shot('documented-message-centre')
    await first.locator('.message-title').click()
    await expect(page.getByRole('dialog').first()).toBeVisible()
    await expect
      .poll(() => unread(page), { message: 'one message fewer unread' })
      .toBeLessThan(before)
    expect(reads.length, `marked read: ${JSON.stringify(reads)}`).toBeGreaterThanOrEqual(1)
    expect(reads[0].body.isRead, `marked read: ${JSON.stringify(reads)}`).toBe(1)
  })
})

test('two accounts take turns on one browser, each with its own exam draft', async ({
  page,
  context,
}) => {
  await documentedOnly(context)
  const submits = watchCalls(page, '/SubmitExamPaper')
  const firstChoice = (p: Page) => p.locator('.exam-body__question').getByRole('radio')
  // leaving an open paper asks first (beforeunload): yes
  page.on('dialog', (dialog) => void dialog.accept())

  // A starts the exam, answers the first question with the second option and leaves
  // the accounts log in through the form: what the device keeps is keyed by what the form stored
  await login(page, learner.account, learner.password)
  await startFromDetail(page, 'EX2026002')
  await firstChoice(page).nth(1).check()
  await page.goto('/dashboard')
  await expectPath(page, '/dashboard')
  await logoutByMenu(page)

  // B (the learner account behind twin) opens the same exam: a fresh paper, nothing of A's
  await loginOnPage(page, 'twin', 'Twin@1234')
  const pick = page.getByRole('dialog', { name: '选择登录账号' })
  await pick.getByText('华东机械制造有限公司', { exact: false }).click()
  await pick.getByRole('button', { name: /确\s*定/ }).click()
  await expectPath(page, '/dashboard')
  await startFromDetail(page, 'EX2026002')
  const checkedB = await firstChoice(page).evaluateAll(
    (radios) => radios.filter((r) => (r as HTMLInputElement).checked).length,
  )
  expect(checkedB, "B's paper shows none of A's answers").toBe(0)
  await firstChoice(page).nth(2).check()
  await page.goto('/dashboard')
  await expectPath(page, '/dashboard')
  await logoutByMenu(page)

  // A comes back: the paper continues with A's own answer, kept on this device
  await login(page, learner.account, learner.password)
  await page.goto('/ysUserExam/exam?examCode=EX2026002')
  await expect(heading(page, 1)).toBeVisible()
  expect(await firstChoice(page).nth(1).isChecked(), "A's own answer is back").toBe(true)
  expect(await firstChoice(page).nth(2).isChecked(), "B's answer is not in A's paper").toBe(false)
  expect(submits, "nobody's paper was handed in").toHaveLength(0)
})

test.describe('as admin', () => {
  test.use({ signedInAs: 'admin' })

  test('a user edit that changes only the name sends back no blank for what it did not read', async ({
    page,
    context,
    shot,
  }) => {
    await documentedOnly(context)
    const edits = watchCalls(page, '/EditUserInfo')
    await page.goto('/permission/ydUser?keyword=hd0005')
    const row = page
      .getByRole('table', { name: '用户列表' })
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByRole('cell', { name: 'hd0005', exact: true }) })
    await expect(row).toBeVisible()
    const department = (await row.locator('td').nth(2).innerText()).trim()
    expect(department, 'the row shows its department').toBeTruthy()
    expect(department, 'the row shows its department').not.toBe('-')
    await chooseInMenu(page, row.getByRole('button', { name: /更多/ }), '编辑（系统用户）')
    const dialog = page.getByRole('dialog', { name: '编辑系统用户' })
    // what the list did not carry is named, and left as it is
    await expect(dialog.getByText(/未能读取以下字段的原值/)).toBeVisible()
    await shot('documented-user-edit')
    const name = dialog.getByLabel('姓名')
    const renamed = `${(await name.inputValue()).slice(0, 8)}改`
    await name.fill(renamed)
    await toastAfter(page, '修改成功', () => ok(dialog).click())
    expect(edits, 'one EditUserInfo').toHaveLength(1)
    const body = edits[0].body
    expect(body.chnName, 'the new name is sent').toBe(renamed)
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
    expect(blanks, `no blank sent back in ${JSON.stringify(body)}`).toEqual([])
    expect(
      unread.filter((key) => key in body),
      `fields never read are left out: ${JSON.stringify(body)}`,
    ).toEqual([])
    // the department the list showed is still the user's
    await expect(row.getByText(renamed)).toBeVisible()
    expect((await row.locator('td').nth(2).innerText()).trim(), 'the department is kept').toBe(
      department,
    )
  })

  test('a role renamed keeps every permission it held', async ({ page, context }) => {
    await documentedOnly(context)
    const edits = watchCalls(page, '/EidtRole')
    await page.goto('/system/role')
    const roles = page.getByRole('table', { name: '角色列表' })
    const row = roles.locator('tbody tr.ant-table-row').filter({ hasText: '讲师' })
    const checkedIn = async (dialog: Locator) => {
      await expect(dialog.locator('.role-tree .role-tree__node').first()).toBeVisible()
      return dialog.locator('.role-tree .ant-tree-treenode-checkbox-checked').count()
    }
    await row.getByRole('button', { name: '编辑' }).click()
    let dialog = page.getByRole('dialog', { name: '编辑角色' })
    const held = await checkedIn(dialog)
    expect(held, 'the role holds permissions').toBeGreaterThan(0)
    await dialog.getByLabel('角色名称').fill('讲师（已改名）')
    await toastAfter(page, '保存成功', () => ok(dialog).click())
    const sent = edits[0]?.body
    expect(sent?.roleName, `renamed: ${JSON.stringify(sent)}`).toBe('讲师（已改名）')
    expect(sent.roleAct.length, 'its permissions go back').toBeGreaterThanOrEqual(held)
    const renamed = roles.locator('tbody tr.ant-table-row').filter({ hasText: '讲师（已改名）' })
    await renamed.getByRole('button', { name: '编辑' }).click()
    dialog = page.getByRole('dialog', { name: '编辑角色' })
    expect(await checkedIn(dialog), 'the same permissions after the rename').toBe(held)
  })

  test('a directory renamed and deleted', async ({ page, context }) => {
    await documentedOnly(context)
    const saves = watchCalls(page, '/SaveData')
    const deletes = watchCalls(page, '/DeleteData')
    await page.goto('/train/resdir')
    const tree = page.getByRole('tree', { name: '资源目录' })
    await expect(tree.getByText('安全生产法规')).toBeVisible()
    await expect(page.getByText(/服务器未返回目录的上下级关系/)).toBeVisible()
    // a new directory to work on
    await page.getByRole('button', { name: '新增顶级目录' }).click()
    let dialog = page.getByRole('dialog', { name: '新增顶级目录' })
    await dialog.getByLabel('目录名称').fill('E2E目录')
    await ok(dialog).click()
    await expect(tree.getByText('E2E目录')).toBeVisible()
    const count = await tree.getByRole('treeitem').count()
    // a node's buttons show once it is selected
    await tree.getByText('E2E目录', { exact: true }).click()
    await tree.getByRole('button', { name: '重命名：E2E目录' }).click()
    dialog = page.getByRole('dialog', { name: '重命名目录' })
    await dialog.getByLabel('目录名称').fill('E2E目录改')
    await ok(dialog).click()
    await expect(tree.getByText('E2E目录改')).toBeVisible()
    const rename = saves.at(-1)!.body
    expect(
      !!rename.dCode && rename.dName === 'E2E目录改',
      `renamed by dCode: ${JSON.stringify(rename)}`,
    ).toBe(true)
    expect(await tree.getByRole('treeitem').count(), 'no second directory').toBe(count)
    await tree.getByText('E2E目录改', { exact: true }).click()
    await tree.getByRole('button', { name: '删除：E2E目录改' }).click()
    await toastAfter(page, '删除成功!', () =>
      confirm(page, '注：您确定要删除吗？该操作将无法恢复！'),
    )
    await expect(tree.getByText('E2E目录改')).toHaveCount(0)
    expect(deletes[0]?.body.dCode, `deleted by dCode: ${JSON.stringify(deletes)}`).toBe(
      rename.dCode,
    )
  })
})
