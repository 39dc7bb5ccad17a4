// Training resources on the mocks: a lecturer writes a course (a cropped cover and a
// rich-text body with an image) and submits it; the administrator passes it (the audit history
// shows the step), recommends it (the recommended list and /firstclassindex show it), reorders it
// and moves it to another directory. A second journey saves a draft at phone width and deletes it.
// The mock keeps its state in the page's localStorage: logging out and in keeps the course.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'
import { assert, waitForPath } from './assert.mjs'
import { confirm, opened } from './dialogs.mjs'
import { signIn } from './login.mjs'
import { toastAfter } from './toasts.mjs'
import { fitsPhone, noSeriousA11yViolations } from './page-checks.mjs'
import { logoutByMenu } from './user-menu.mjs'
import { chooseInMenu, waitForSelectList } from './dropdown.mjs'

// a lecturer (讲师, R05) of 工伤预防培训中心 (C001), whose courses the lecturer manages
const LECTURER = { account: 'gs0006', password: 'Yd@123456', name: '杨峰' }
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results', 'e2e')
const COURSE = 'E2E 高处作业安全培训'
const DRAFT = 'E2E 草稿课程'

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes) => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
/** A valid RGB PNG of `width` x `height`, each pixel painted by `paint(x, y)` -> [r, g, b]. */
function png(width, height, paint) {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set(paint(x, y), y * (width * 3 + 1) + 1 + x * 3)
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
// wider than high, so the crop has something to cut: a warm ring on a blue gradient
const COVER = png(320, 240, (x, y) => {
  const ring = Math.abs(Math.hypot(x - 160, y - 120) - 70) < 14
  return ring ? [245, 140, 30] : [30, 80 + (y >> 2), 160 + (x >> 3)]
})
const BODY_IMAGE = png(120, 80, (x, y) =>
  ((x >> 4) + (y >> 4)) % 2 ? [40, 160, 90] : [230, 240, 230],
)

const main = (page) => page.locator('#app-main')
const empty = (page) => main(page).locator('.ant-empty-description', { hasText: '暂无数据' })
const okButton = (scope) => scope.getByRole('button', { name: /^确\s*定$/ })
const table = (page, name) => page.getByRole('table', { name })
/** The row of the resource list `list` (培训资源列表, 资源审核列表) whose name is `name`. */
const rowOf = (page, list, name) =>
  table(page, list)
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
/** A cell of `row` under the header `title` of `list`. */
async function cell(page, list, row, title) {
  await row.waitFor()
  const heads = await table(page, list).locator('thead th').allInnerTexts()
  const at = heads.findIndex((h) => h.trim() === title)
  assert(at >= 0, `no column ${title} in ${heads.join()}`)
  return row.locator('td').nth(at)
}
/** Waits until the cell under `title` of `row` reads exactly `text`. */
async function cellReads(page, list, row, title, text) {
  const target = await cell(page, list, row, title)
  await target.filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) }).waitFor()
}
/** Runs a row action, inline or under 更多. */
async function act(page, row, label) {
  await row.waitFor()
  const inline = row.getByRole('button', { name: label, exact: true })
  if (await inline.count()) return inline.click()
  await chooseInMenu(page, row.getByRole('button', { name: /更多/ }), { name: label, exact: true })
}
/** Opens the directory TreeSelect `box` and picks the directory `name`. */
async function pickDir(page, box, name) {
  await box.click()
  await waitForSelectList(page)
  const popup = page.locator('.ant-select-dropdown').filter({ visible: true })
  await popup.locator('.ant-select-tree-title', { hasText: new RegExp(`^${name}$`) }).click()
  // the list closed and the choice shown: a pick that did not hold fails here, not at 查询 (full47:
  // a pick made right after the last 查询 was set back; the filter bar now keeps it)
  await popup.waitFor({ state: 'hidden' })
  await box
    .locator(
      'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
    )
    .filter({ hasText: name })
    .waitFor()
}
/** The counts the 顶级目录 list of 资源目录 gives (each directory's public courses), by name. */
async function dirCounts(page) {
  const items = page.getByRole('list', { name: '顶级目录' }).getByRole('listitem')
  await items.first().waitFor()
  const texts = await items.allInnerTexts()
  return Object.fromEntries(
    texts.map((t) => [
      t.replace(/\s*\d+ 个资源$/, '').trim(),
      Number(t.match(/(\d+) 个资源/)?.[1]),
    ]),
  )
}
/** Opens a page of the 培训管理 menu of the sidebar (its group opened first if needed). */
async function menu(page, name, path) {
  const nav = page.getByRole('navigation', { name: '主菜单' })
  const link = nav.getByRole('link', { name, exact: true })
  if (!(await link.isVisible())) await nav.getByText('培训管理', { exact: true }).click()
  await link.click()
  await waitForPath(page, path)
}
/** Scrolled to the top: a full-page shot of a scrolled page draws the fixed header mid-page. */
const top = (page) => page.evaluate(() => window.scrollTo(0, 0))
/** The names a recommended table shows, in order. */
const recommended = (page) =>
  table(page, '精选好课').locator('.recommend-course__name').allInnerTexts()

/** On the editor: name and directory (the cover, body and media are the caller's). */
async function fillBasics(page, name, dir) {
  await page.getByRole('heading', { name: '新增资源' }).waitFor()
  await page.getByLabel('资源名称').fill(name)
  await pickDir(page, page.getByLabel('资源目录'), dir)
}
/** 保存 on the editor: the AddData body sent, once back on the list. */
async function save(page) {
  const sent = page.waitForRequest(/\/Train_Res\/AddData$/)
  await toastAfter(page, '保存成功', () => page.getByRole('button', { name: /^保\s*存$/ }).click())
  await waitForPath(page, '/train/resource')
  return (await sent).postDataJSON()
}

export const journeys = {
  async 'lecturer writes and submits a course; admin passes, recommends, reorders and moves it'({
    page,
    shot,
  }) {
    await signIn(page, LECTURER.account, LECTURER.password, '/train/resource')
    await main(page).getByLabel('关键字').fill(COURSE)
    await main(page).getByLabel('关键字').press('Enter')
    await empty(page).waitFor()
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
    await crop.getByRole('img', { name: '待裁剪的图片' }).waitFor()
    await crop.getByText('输出 200×200 像素').waitFor()
    await top(page)
    await shot('training-crop-dialog')
    await noSeriousA11yViolations(page, 'the cover crop dialog')
    await crop.getByRole('button', { name: /^上\s*传$/ }).click()
    await crop.getByText('上传成功').waitFor()
    const size = await crop
      .getByRole('img', { name: '上传后的图片' })
      .evaluate((img) => [img.naturalWidth, img.naturalHeight])
    assert(size.join() === '200,200', `the uploaded cover is 200x200: ${size}`)
    await top(page)
    await shot('training-crop-done')
    await crop.getByRole('button', { name: /^完\s*成$/ }).click()
    await crop.waitFor({ state: 'hidden' })
    await page.getByRole('img', { name: '当前封面' }).waitFor()

    // the rich-text body: a line and one image through the toolbar's image button
    const body = page.getByRole('textbox', { name: '资源内容' })
    await body.click()
    await page.keyboard.type('第一章 高处作业的定义。')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: '插入图片' }).click()
    await (
      await chooser
    ).setFiles({ name: 'figure.png', mimeType: 'image/png', buffer: BODY_IMAGE })
    // the picture is named by its file, for a reader who cannot see it
    await body.locator('img[src^="data:image/png"][alt="figure"]').waitFor()
    await top(page)
    await shot('training-editor')
    await noSeriousA11yViolations(page, 'the course editor with its body')
    const sent = await save(page)
    const images = sent.content.match(/<img src="data:image\/png;base64,/g) ?? []
    assert(
      sent.dCode === 'D01' && sent.cover.startsWith('data:image/png') && images.length === 1,
      `AddData gets the directory, the cover and a body with one image: ${sent.content.slice(0, 80)}`,
    )

    const list = '培训资源列表'
    const row = rowOf(page, list, COURSE)
    await cellReads(page, list, row, '状态', '待提交')
    await top(page)
    await shot('training-list')
    // 编辑 shows what was saved (not the body's image: the editor drops a data: URL image when
    // it loads a saved body, as if pasted; reported)
    await act(page, row, '编辑')
    await page.getByRole('heading', { name: '编辑资源' }).waitFor()
    await page.getByRole('img', { name: '当前封面' }).waitFor()
    await page.getByRole('textbox', { name: '资源内容' }).getByText('第一章').waitFor()
    await page.getByRole('button', { name: '返回列表' }).click()
    await act(page, row, '提交审核')
    await confirm(page, `确定要将“${COURSE}”提交审核吗？`)
    await cellReads(page, list, row, '状态', '待审核')

    // the administrator: 资源审核 › 审核 通过
    await logoutByMenu(page)
    // the token is gone the moment the logout has answered
    assert(!(await page.evaluate(() => document.cookie.includes('Admin-Token='))), 'logged out')
    await signIn(page, 'admin', 'Admin@123', '/train/audit')
    const pending = rowOf(page, '资源审核列表', COURSE)
    await act(page, pending, '审核')
    const audit = await opened(page, page.getByRole('dialog', { name: '审核资源' }))
    assert(
      await audit.getByRole('radio', { name: '通过', exact: true }).isChecked(),
      '通过 is the default',
    )
    await toastAfter(page, '操作成功', () => okButton(audit).click())
    await pending.waitFor({ state: 'detached' })
    // the public courses of the two directories the course will be in
    await menu(page, '资源目录', '/train/resdir')
    const counts = await dirCounts(page)

    await menu(page, '培训资源', '/train/resource')
    await main(page).getByLabel('关键字').fill(COURSE)
    await main(page).getByLabel('关键字').press('Enter')
    await cellReads(page, list, row, '状态', '已发布')
    await act(page, row, '审核记录')
    const history = await opened(page, page.getByRole('dialog', { name: `审核记录：${COURSE}` }))
    await history.getByText('审核：通过').waitFor()
    const steps = await history.locator('.res-history__step').allInnerTexts()
    assert(
      steps.length === 2 && steps[0].includes('王建国') && /^提交审核/.test(steps[1]),
      `the history: the pass by the admin, then the submission: ${steps.join(' | ')}`,
    )
    assert(steps[1].includes(LECTURER.name), `submitted by the lecturer: ${steps[1]}`)
    await history
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s*闭$/ })
      .click()
    await history.waitFor({ state: 'hidden' })

    await act(page, row, '设为推荐')
    await toastAfter(page, '设置成功', () => confirm(page, `确定要将“${COURSE}”设为推荐吗？`))
    // the toggle now offers the way back
    await row.getByRole('button', { name: /更多/ }).click()
    await page.getByRole('menuitem', { name: '取消推荐' }).waitFor()
    await page.keyboard.press('Escape')

    // 上移 in its directory, then 调整排序 to the top
    const sort = Number(await (await cell(page, list, row, '排序')).innerText())
    await toastAfter(page, '修改成功', () => act(page, row, '上移'))
    await cellReads(page, list, row, '排序', String(sort - 1))
    await act(page, row, '调整排序')
    const order = await opened(page, page.getByRole('dialog', { name: '调整排序' }))
    await order.getByLabel('排序号').fill('1')
    await toastAfter(page, '修改完成', () => okButton(order).click())
    await order.waitFor({ state: 'hidden' })
    await cellReads(page, list, row, '排序', '1')

    // 移动目录: the row names its new directory, the directory filter finds it there, not in
    // the old one, and 资源目录 counts it in the new one
    await act(page, row, '移动目录')
    const move = await opened(page, page.getByRole('dialog', { name: '移动目录' }))
    await pickDir(page, move.getByLabel('目标目录'), '工伤预防知识')
    await okButton(move).click()
    await move.waitFor({ state: 'hidden' })
    await cellReads(page, list, row, '资源目录', '工伤预防知识')
    const filters = page.getByRole('search', { name: '查询资源' })
    await pickDir(page, filters.getByLabel('资源目录'), '工伤预防知识')
    await filters.getByRole('button', { name: /^查\s*询$/ }).click()
    await page.waitForURL(/dir=D02/)
    await row.waitFor()
    await pickDir(page, filters.getByLabel('资源目录'), '安全生产法规')
    await filters.getByRole('button', { name: /^查\s*询$/ }).click()
    await empty(page).waitFor()
    await top(page)
    await shot('training-list-admin')
    await menu(page, '资源目录', '/train/resdir')
    // a reload: in the same session the counts stay as first loaded (ChangeDirectory does not
    // invalidate the ResDir answers; reported)
    await page.reload()
    const moved = await dirCounts(page)
    assert(
      moved['安全生产法规'] === counts['安全生产法规'] - 1 &&
        moved['工伤预防知识'] === counts['工伤预防知识'] + 1,
      `资源目录 counts the course in its new directory: ${JSON.stringify([counts, moved])}`,
    )

    // 推荐课程 › 精选好课: listed last, then one place up
    await menu(page, '推荐课程', '/train/recommend')
    await table(page, '精选好课').getByText(COURSE).waitFor()
    const before = await recommended(page)
    assert(before.at(-1) === COURSE, `a new recommendation comes last: ${before.join()}`)
    await toastAfter(page, '保存成功', () =>
      page.getByRole('button', { name: `上移：${COURSE}` }).click(),
    )
    await page.waitForFunction(
      ([name, at]) =>
        [...document.querySelectorAll('table[aria-label="精选好课"] .recommend-course__name')]
          .map((e) => e.textContent)
          .indexOf(name) === at,
      [COURSE, before.length - 2],
    )

    // the landing page's 精选好课 in that order, with the cropped cover
    await page.goto('/firstclassindex')
    const column = page.getByRole('region', { name: '精选好课' })
    const entry = column.getByRole('button', { name: new RegExp(COURSE) })
    await entry.waitFor()
    const names = await column.locator('.fc-rank__name').allInnerTexts()
    assert(
      names.indexOf(COURSE) === before.length - 2,
      `/firstclassindex has the recommended order: ${names.join()}`,
    )
    const cover = await entry.locator('img').first().getAttribute('src')
    assert(cover?.startsWith('data:image/png'), `the cropped cover shows: ${cover?.slice(0, 30)}`)
    await column.screenshot({ path: join(OUT, 'training-firstclass-recommend.png') })
  },

  async 'lecturer: the list and a draft at 390 px, the draft deleted'({ page, shot }) {
    await signIn(page, LECTURER.account, LECTURER.password, '/train/resource')
    const list = '培训资源列表'
    await table(page, list).locator('tbody tr.ant-table-row').first().waitFor()
    await fitsPhone(page, shot, 'training-list-phone')

    await main(page).getByRole('button', { name: '新增' }).click()
    await fillBasics(page, DRAFT, '职业健康')
    await page.getByRole('textbox', { name: '资源内容' }).waitFor()
    await top(page)
    await fitsPhone(page, shot, 'training-editor-phone')
    await save(page)

    await page.setViewportSize({ width: 1440, height: 900 })
    await main(page).getByLabel('关键字').fill(DRAFT)
    await main(page).getByLabel('关键字').press('Enter')
    const row = rowOf(page, list, DRAFT)
    await cellReads(page, list, row, '状态', '待提交')
    await act(page, row, '删除')
    await toastAfter(page, '删除成功!', () =>
      confirm(page, '注：您确定要删除吗？该操作将无法恢复！'),
    )
    await row.waitFor({ state: 'detached' })
    await empty(page).waitFor()
  },
}
