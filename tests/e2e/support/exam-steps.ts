// Steps of the exam page shared by the exam journeys.
import { expect, type Page } from '@playwright/test'

/** The heading of question `n` on screen. */
export const heading = (page: Page, n: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^第 ${n} 题`) })
export const card = (page: Page) => page.getByRole('navigation', { name: '答题卡' })
export const handInButton = (page: Page) => page.getByRole('button', { name: /^交\s*卷$/ })

/** Answers the question on screen by its type and returns the kind answered. */
export async function answer(page: Page, n: number) {
  const title = await heading(page, n).innerText()
  const body = page.locator('.exam-body__question')
  if (title.includes('多选题')) {
    const boxes = body.getByRole('checkbox')
    await boxes.nth(0).check()
    await boxes.nth(2).check()
    return 'multi'
  }
  if (title.includes('填空题')) {
    await body.getByRole('textbox').fill('安全第一')
    return 'fill'
  }
  if (title.includes('判断题')) {
    await body.getByRole('radio', { name: '错误' }).check()
    return 'tf'
  }
  await body.getByRole('radio').nth(1).check()
  return 'single'
}

/** Answers every question through the answer card: how many there are, and of which kinds. */
export async function answerAll(page: Page): Promise<{ total: number; kinds: Set<string> }> {
  const total = await card(page)
    .getByRole('button', { name: /^第 \d+ 题/ })
    .count()
  expect(total, 'the paper has questions').toBeGreaterThan(0)
  const kinds = new Set<string>()
  for (let n = 1; n <= total; n++) {
    await card(page)
      .getByRole('button', { name: new RegExp(`^第 ${n} 题`) })
      .click()
    kinds.add(await answer(page, n))
  }
  await expect(card(page)).toContainText(`已答 ${total} 题`)
  return { total, kinds }
}

/** Opens the exam page of `examCode` (its detail opens by itself) and enters the paper. */
export async function startFromDetail(page: Page, examCode: string) {
  await page.goto(`/ysUserExam/exam?examCode=${examCode}`)
  const dialog = page.getByRole('dialog', { name: '考试详情' })
  await dialog.getByRole('button', { name: /开始考试|重新考试|继续考试/ }).click()
  await expect(heading(page, 1)).toBeVisible()
}

/** Hands the paper in through 交卷 and its confirmation. */
export async function handIn(page: Page) {
  await handInButton(page).click()
  const confirm = page.getByRole('dialog', { name: '交卷' })
  await confirm.getByRole('button', { name: /^交\s*卷$/ }).click()
}
