// Training resources on the mocks: a lecturer writes a course (a cropped cover and a
// rich-text body with an image) and submits it; the administrator passes it (the audit history
// shows the step), recommends it (the recommended list and /firstclassindex show it), reorders it
// and moves it to another directory. A second journey saves a draft at phone width and deletes it.
// The mock keeps its state in the page's localStorage: logging out and in keeps the course.
import { expect, test } from './support/test'
import { ACCOUNTS } from './support/accounts'
import { confirm, opened } from './support/dialogs'
import { signIn } from './support/login'
import { toastAfter } from './support/toasts'
import { fitsPhone, noSeriousA11yViolations } from './support/page-checks'
import { logoutByMenu } from './support/user-menu'
import { png } from './support/png'
import {
  act,
  cell,
  cellReads,
  dirCounts,
  empty,
  fillBasics,
  main,
  menu,
  okButton,
  pickDir,
  recommendedNames,
  rowOf,
  save,
  table,
  top,
} from './support/resources'

test.use({ signedInAs: 'lecturer' })

// the lecturer's name, as the audit history shows who submitted
const LECTURER_NAME = '杨峰'
const COURSE = 'E2E 高处作业安全培训'
const DRAFT = 'E2E 草稿课程'

// wider than high, so the crop has something to cut: a warm ring on a blue gradient
const COVER = png(320, 240, (x, y) => {
  const ring = Math.abs(Math.hypot(x - 160, y - 120) - 70) < 14
  return ring ? [245, 140, 30] : [30, 80 + (y >> 2), 160 + (x >> 3)]
})
const BODY_IMAGE = png(120, 80, (x, y) =>
  ((x >> 4) + (y >> 4)) % 2 ? [40, 160, 90] : [230, 240, 230],
)

test('lecturer writes and submits a course; admin passes, recommends, reorders and moves it', async ({
  page,
  shot,
}) => {
  await page.goto('/train/resource')
  await main(page).getByLabel('关键字').fill(COURSE)
  await main(page).getByLabel('关键字').press('Enter')
  await expect(empty(page)).toBeVisible()
  await main(page).getByRole('button', { name: '新增' }).click()
  await fillBasics(page, COURSE, '安全生产法规')
  await page.getByLabel('资源简介').fill('高处作业的风险、防护用品与事故案例。')

  // the cover: choose, crop, upload
  // the button is named by its form label 封面 (the Form.Item gives it the field's id)
  await page.getByRole('button', { name: /封面/ }).click()
  const crop = await opened(page, page.getByRole('dialog', { name: '上传封面' }))
  await crop.locator('input[type=file]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: COVER,
  })
  await expect(crop.getByRole('img', { name: '待裁剪的图片' })).toBeVisible()
  await expect(crop.getByText('输出 200×200 像素')).toBeVisible()
  await top(page)
  await shot('training-crop-dialog')
  await noSeriousA11yViolations(page, 'the cover crop dialog')
  await crop.getByRole('button', { name: /^上\s*传$/ }).click()
  await expect(crop.getByText('上传成功')).toBeVisible()
  const size = await crop
    .getByRole('img', { name: '上传后的图片' })
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])
  expect(size, 'the uploaded cover is 200x200').toEqual([200, 200])
  await top(page)
  await shot('training-crop-done')
  await crop.getByRole('button', { name: /^完\s*成$/ }).click()
  await expect(crop).toBeHidden()
  await expect(page.getByRole('img', { name: '当前封面' })).toBeVisible()

  // the rich-text body: a line and one image through the toolbar's image button
  const body = page.getByRole('textbox', { name: '资源内容' })
  await body.click()
  await page.keyboard.type('第一章 高处作业的定义。')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: '插入图片' }).click()
  await (await chooser).setFiles({ name: 'figure.png', mimeType: 'image/png', buffer: BODY_IMAGE })
  // the picture is named by its file, for a reader who cannot see it
  await expect(body.locator('img[src^="data:image/png"][alt="figure"]')).toBeVisible()
  await top(page)
  await shot('training-editor')
  await noSeriousA11yViolations(page, 'the course editor with its body')
  const sent = await save(page)
  const images = sent.content.match(/<img src="data:image\/png;base64,/g) ?? []
  expect(
    sent.dCode === 'D01' && sent.cover.startsWith('data:image/png') && images.length === 1,
    `AddData gets the directory, the cover and a body with one image: ${sent.content.slice(0, 80)}`,
  ).toBe(true)

  const list = '培训资源列表'
  const row = rowOf(page, list, COURSE)
  await cellReads(page, list, row, '状态', '待提交')
  await top(page)
  await shot('training-list')
  // 编辑 shows what was saved (not the body's image: the editor drops a data: URL image when
  // it loads a saved body, as if pasted; reported)
  await act(page, row, '编辑')
  await expect(page.getByRole('heading', { name: '编辑资源' })).toBeVisible()
  await expect(page.getByRole('img', { name: '当前封面' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: '资源内容' }).getByText('第一章')).toBeVisible()
  await page.getByRole('button', { name: '返回列表' }).click()
  await act(page, row, '提交审核')
  await confirm(page, `确定要将“${COURSE}”提交审核吗？`)
  await cellReads(page, list, row, '状态', '待审核')

  // the administrator: 资源审核 › 审核 通过
  await logoutByMenu(page)
  // the token is gone the moment the logout has answered
  expect(await page.evaluate(() => document.cookie.includes('Admin-Token=')), 'logged out').toBe(
    false,
  )
  await signIn(page, ACCOUNTS.admin.account, ACCOUNTS.admin.password, '/train/audit')
  const pending = rowOf(page, '资源审核列表', COURSE)
  await act(page, pending, '审核')
  const audit = await opened(page, page.getByRole('dialog', { name: '审核资源' }))
  await expect(
    audit.getByRole('radio', { name: '通过', exact: true }),
    '通过 is the default',
  ).toBeChecked()
  await toastAfter(page, '操作成功', () => okButton(audit).click())
  await expect(pending).toHaveCount(0)
  // the public courses of the two directories the course will be in
  await menu(page, '资源目录', '/train/resdir')
  const counts = await dirCounts(page)

  await menu(page, '培训资源', '/train/resource')
  await main(page).getByLabel('关键字').fill(COURSE)
  await main(page).getByLabel('关键字').press('Enter')
  await cellReads(page, list, row, '状态', '已发布')
  await act(page, row, '审核记录')
  const history = await opened(page, page.getByRole('dialog', { name: `审核记录：${COURSE}` }))
  await expect(history.getByText('审核：通过')).toBeVisible()
  const steps = await history.locator('.res-history__step').allInnerTexts()
  expect(
    steps.length === 2 && steps[0].includes('王建国') && /^提交审核/.test(steps[1]),
    `the history: the pass by the admin, then the submission: ${steps.join(' | ')}`,
  ).toBe(true)
  expect(steps[1], 'submitted by the lecturer').toContain(LECTURER_NAME)
  await history
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /^关\s*闭$/ })
    .click()
  await expect(history).toBeHidden()

  await act(page, row, '设为推荐')
  await toastAfter(page, '设置成功', () => confirm(page, `确定要将“${COURSE}”设为推荐吗？`))
  // the toggle now offers the way back
  await row.getByRole('button', { name: /更多/ }).click()
  await expect(page.getByRole('menuitem', { name: '取消推荐' })).toBeVisible()
  await page.keyboard.press('Escape')

  // 上移 in its directory, then 调整排序 to the top
  const sort = Number(await (await cell(page, list, row, '排序')).innerText())
  await toastAfter(page, '修改成功', () => act(page, row, '上移'))
  await cellReads(page, list, row, '排序', String(sort - 1))
  await act(page, row, '调整排序')
  const order = await opened(page, page.getByRole('dialog', { name: '调整排序' }))
  await order.getByLabel('排序号').fill('1')
  await toastAfter(page, '修改完成', () => okButton(order).click())
  await expect(order).toBeHidden()
  await cellReads(page, list, row, '排序', '1')

  // 移动目录: the row names its new directory, the directory filter finds it there, not in
  // the old one, and 资源目录 counts it in the new one
  await act(page, row, '移动目录')
  const move = await opened(page, page.getByRole('dialog', { name: '移动目录' }))
  await pickDir(page, move.getByLabel('目标目录'), '工伤预防知识')
  await okButton(move).click()
  await expect(move).toBeHidden()
  await cellReads(page, list, row, '资源目录', '工伤预防知识')
  const filters = page.getByRole('search', { name: '查询资源' })
  await pickDir(page, filters.getByLabel('资源目录'), '工伤预防知识')
  await filters.getByRole('button', { name: /^查\s*询$/ }).click()
  await page.waitForURL(/dir=D02/)
  await expect(row).toBeVisible()
  await pickDir(page, filters.getByLabel('资源目录'), '安全生产法规')
  await filters.getByRole('button', { name: /^查\s*询$/ }).click()
  await expect(empty(page)).toBeVisible()
  await top(page)
  await shot('training-list-admin')
  await menu(page, '资源目录', '/train/resdir')
  // a reload: in the same session the counts stay as first loaded (ChangeDirectory does not
  // invalidate the ResDir answers; reported)
  await page.reload()
  const moved = await dirCounts(page)
  expect(
    [moved['安全生产法规'], moved['工伤预防知识']],
    `资源目录 counts the course in its new directory: ${JSON.stringify([counts, moved])}`,
  ).toEqual([counts['安全生产法规'] - 1, counts['工伤预防知识'] + 1])

  // 推荐课程 › 精选好课: listed last, then one place up
  await menu(page, '推荐课程', '/train/recommend')
  await expect(table(page, '精选好课').getByText(COURSE)).toBeVisible()
  const before = await recommendedNames(page).allInnerTexts()
  expect(before.at(-1), `a new recommendation comes last: ${before.join()}`).toBe(COURSE)
  await toastAfter(page, '保存成功', () =>
    page.getByRole('button', { name: `上移：${COURSE}` }).click(),
  )
  await expect(recommendedNames(page).nth(before.length - 2), 'one place up').toHaveText(COURSE)

  // the landing page's 精选好课 in that order, with the cropped cover
  await page.goto('/firstclassindex')
  const column = page.getByRole('region', { name: '精选好课' })
  const entry = column.getByRole('button', { name: new RegExp(COURSE) })
  await expect(entry).toBeVisible()
  const names = await column.locator('.fc-rank__name').allInnerTexts()
  expect(names.indexOf(COURSE), `/firstclassindex has the recommended order: ${names.join()}`).toBe(
    before.length - 2,
  )
  const cover = await entry.locator('img').first().getAttribute('src')
  expect(cover, 'the cropped cover shows').toMatch(/^data:image\/png/)
  await shot('training-firstclass-recommend', { of: column })
})

test('lecturer: the list and a draft at 390 px, the draft deleted', async ({ page, shot }) => {
  await page.goto('/train/resource')
  const list = '培训资源列表'
  await expect(table(page, list).locator('tbody tr.ant-table-row').first()).toBeVisible()
  await fitsPhone(page, shot, 'training-list-phone')

  await main(page).getByRole('button', { name: '新增' }).click()
  await fillBasics(page, DRAFT, '职业健康')
  await expect(page.getByRole('textbox', { name: '资源内容' })).toBeVisible()
  await top(page)
  await fitsPhone(page, shot, 'training-editor-phone')
  await save(page)

  await page.setViewportSize({ width: 1440, height: 900 })
  await main(page).getByLabel('关键字').fill(DRAFT)
  await main(page).getByLabel('关键字').press('Enter')
  const row = rowOf(page, list, DRAFT)
  await cellReads(page, list, row, '状态', '待提交')
  await act(page, row, '删除')
  await toastAfter(page, '删除成功!', () => confirm(page, '注：您确定要删除吗？该操作将无法恢复！'))
  await expect(row).toHaveCount(0)
  await expect(empty(page)).toBeVisible()
})
