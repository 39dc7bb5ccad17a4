// The exam flow on the build for the real backend behind nginx (CSP on), with the mock backend as
// an HTTP server: here the browser context's offline switch really cuts the calls (on the mock
// build MSW's worker would still answer them).
import { readFileSync } from 'node:fs'
import { expect, test } from './support/test'
import { expectPath } from './support/login'
import { answerAll, card, handInButton, heading, startFromDetail } from './support/exam-steps'
import { fitsPhone, noSeriousA11yViolations } from './support/page-checks'

test.use({ signedInAs: 'learner' })

test('a paper of all four types survives a reload, is handed in offline and the result exports to PDF', async ({
  page,
  context,
  shot,
}) => {
  await startFromDetail(page, 'EX2026002')
  const { total, kinds } = await answerAll(page)
  expect([...kinds].sort(), 'all four question types answered').toEqual([
    'fill',
    'multi',
    'single',
    'tf',
  ])
  await card(page)
    .getByRole('button', { name: /^第 2 题/ })
    .click()
  await page.getByRole('button', { name: '标记' }).click()
  await shot('exam-paper-1440')
  await noSeriousA11yViolations(page, 'exam paper')

  await page.reload()
  await expect(heading(page, 2)).toBeVisible()
  await expect(card(page), 'restored').toContainText(`已答 ${total} 题`)
  await expect(card(page), 'restored').toContainText('标记 1 题')
  await fitsPhone(page, shot, 'exam-paper-390')
  await page.setViewportSize({ width: 1440, height: 900 })

  await context.setOffline(true)
  await handInButton(page).click()
  const confirm = page.getByRole('dialog', { name: '交卷' })
  await expect(confirm.getByText('交卷后不能再修改，确定交卷吗？')).toBeVisible()
  await confirm.getByRole('button', { name: /^交\s*卷$/ }).click()
  await expect(page.getByText('暂时无法连接服务器，试卷尚未交上')).toBeVisible()
  await shot('exam-handin-waiting')
  expect(await page.getByRole('radio').first().isDisabled(), 'read-only while waiting').toBe(true)
  await context.setOffline(false)
  // back online: the page sends it by itself
  await expect(page.getByText(/交卷成功|试卷提交成功/)).toBeVisible({ timeout: 20_000 })
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.includes(':paper:')),
  )
  expect(kept, 'the local copy is cleared after the acknowledgement').toEqual([])

  // the result dialog of the paper just handed in, exported to PDF
  await page.getByRole('button', { name: '查看试卷' }).click()
  const result = page.getByRole('dialog', { name: '考试结果' })
  await expect(result.getByText('交卷时间')).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    result.getByRole('button', { name: /导出\s*PDF/ }).click(),
  ])
  const file = readFileSync(await download.path())
  expect(file.subarray(0, 4).toString(), 'the download is a PDF').toBe('%PDF')
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  await result.getByRole('button', { name: '关 闭' }).click()

  // the result page of the same paper (the learner's newest attempt in my exams)
  await page.goto('/exam/index')
  await page
    .getByRole('row', { name: /2026年度工伤预防知识考试/ })
    .getByRole('button', { name: /成绩记录/ })
    .click()
  await page.getByRole('link', { name: '查看试卷' }).first().click()
  await expectPath(page, '/ysUserExam/examview')
  await expect(page.getByText('交卷时间').first()).toBeVisible()
  await shot('exam-result-1440')
  await noSeriousA11yViolations(page, 'exam result')
  await fitsPhone(page, shot, 'exam-result-390')
})

test('a short exam runs out and is handed in by itself', async ({ page }) => {
  await page.clock.install()
  await startFromDetail(page, 'EX2026006')
  await expect(page.getByRole('timer', { name: '剩余时间' })).toBeVisible()
  await page.locator('.exam-body__question').getByRole('radio').first().check()
  // a one-minute exam: no warning mark is crossed, the clock just runs out
  await page.clock.runFor('01:05')
  await expect(page.getByText(/交卷成功|试卷提交成功/)).toBeVisible({ timeout: 20_000 })
})
