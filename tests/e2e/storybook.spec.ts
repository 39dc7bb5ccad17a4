// Every story of the built Storybook (npm run build-storybook) renders without an error, and
// every play function passes: the preview reports both on its channel, which is tapped here.
// storybook-static is served by the storybook web server (playwright.config.ts).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { tapChannel, type StoryReport } from './support/story-channel'

const dir = join(import.meta.dirname, '..', '..', 'storybook-static')

test.use({ baseURL: process.env.E2E_STORYBOOK_BASE })

type Entry = { id: string; type: string }

/** The entries of storybook-static's index, once it is there. */
function storyIndex(): Record<string, Entry> {
  expect(
    existsSync(join(dir, 'index.json')),
    'storybook-static is missing: run npm run build-storybook first',
  ).toBe(true)
  return JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).entries
}

type Tapped = Window & {
  __storyReport: StoryReport
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit: (event: string, data: unknown) => void
    on: (event: string, listener: (event: { data: Action }) => void) => void
  }
  __actions: Action[]
}
type Action = { name: string; args: unknown[] }

/**
 * It keeps two tabs busy itself: it runs in a project of its own (stories), which npm test runs
 * beside the real-build checks, not beside the journeys on mocks. A story's time is mostly processor time (rendering, the play function, the
 * accessibility check); with three tabs beside another journey on two cores, the heaviest (the
 * full menu tree) took over its 20 s. Alone with two tabs the slowest takes about 7 s, and the
 * whole check about as long as with three (150 s with two tabs, 142 with three, 180 with one).
 */
test(
  'every story renders and every play function passes',
  { tag: '@alone' },
  async ({ page, context }) => {
    // a hundred stories and more, each rendered, played and checked by axe
    test.setTimeout(480_000)
    const stories = Object.values(storyIndex())
      .filter((e) => e.type === 'story')
      // E2E_STORIES=roles- checks only the stories whose id contains it (while working on them)
      .filter((e) => e.id.includes(process.env.E2E_STORIES ?? ''))
    expect(stories.length, 'stories').toBeGreaterThan(0)
    await context.addInitScript(tapChannel)
    const failures: string[] = []
    // Two tabs, one per core (a story also waits on its mocks now and then).
    const tabs = [page, await context.newPage()]
    const errors: string[] = []
    for (const tab of tabs.slice(1)) tab.on('pageerror', (e) => errors.push(e.message))
    const queue = [...stories]
    // A tab loads the preview once; the next stories are switched to on its channel, as the
    // Storybook manager does (a reload per story took two minutes for a hundred stories).
    const loaded = new WeakSet<Page>()
    const render = async (tab: Page, story: Entry) => {
      if (loaded.has(tab)) {
        await tab.evaluate((storyId) => {
          const w = window as unknown as Tapped
          const report = w.__storyReport
          report.storyId = storyId
          report.finished = null
          report.errors.length = 0
          w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' })
        }, story.id)
      } else {
        await tab.goto(`/iframe.html?id=${story.id}&viewMode=story`)
        loaded.add(tab)
      }
      return tab
        .waitForFunction(
          () => {
            const report = (window as unknown as Tapped).__storyReport
            if (report.errors.length) return 'error: ' + report.errors.join(' | ')
            if (!report.finished) return false
            if (report.finished !== 'success') return 'finished with status ' + report.finished
            const root = document.querySelector('#storybook-root')
            return root && (root.childElementCount > 0 || document.querySelector('.ant-modal'))
              ? 'ok'
              : 'rendered nothing'
          },
          null,
          { timeout: 20_000 },
        )
        .then((h) => h.jsonValue())
        .catch((e: Error) => 'timeout: ' + e.message.split('\n')[0])
    }
    const check = async (tab: Page, story: Entry) => {
      const state = await render(tab, story)
      if (state !== 'ok') failures.push(`${story.id}: ${state}`)
    }
    // The first story installs the mock service worker; the others start once it controls the
    // page, so no tab asks MSW to update a registration that is still installing.
    await check(page, queue.shift()!)
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 10_000,
    })
    await Promise.all(
      tabs.map(async (tab) => {
        for (let story = queue.shift(); story; story = queue.shift()) await check(tab, story)
      }),
    )
    expect(failures, 'stories failed').toEqual([])
    expect(errors, 'page errors').toEqual([])
  },
)

// The person picker in its story (as 李晓梅, company C002): two users picked on two
// pages, a department and a post; one tag closed; 确定 hands the rest to onOk. The story shows
// nothing after 确定 (onOk is a spy): what it got is read from the action it logs on the channel.
test('the person picker: users on two pages, a department, a post, a tag closed, 确定', async ({
  page,
  context,
  shot,
}) => {
  const story = 'components-personpicker--empty'
  expect(
    storyIndex()[story],
    `${story} is in storybook-static (npm run build-storybook)`,
  ).toBeTruthy()
  await context.addInitScript(tapChannel)
  await page.goto(`/iframe.html?id=${story}&viewMode=story`)
  const dialog = page.getByRole('dialog', { name: '选择人员' })
  await expect(dialog).toBeVisible()
  await page.evaluate(() => {
    const w = window as unknown as Tapped
    w.__actions = []
    w.__STORYBOOK_ADDONS_CHANNEL__.on('storybook/actions/action-event', (event) =>
      w.__actions.push(event.data),
    )
  })
  // the tab shown (the others are hidden)
  const pane = dialog.getByRole('tabpanel')
  const rows = pane.locator('tbody tr.ant-table-row')
  const nameCell = rows.first().locator('td').nth(1)
  const node = (name: string) =>
    pane.locator('.ant-tree-treenode').filter({ has: page.getByText(name, { exact: true }) })

  await expect(rows.first()).toBeVisible({ timeout: 20_000 })
  const first = (await nameCell.innerText()).trim()
  await rows.first().getByRole('checkbox').check()
  await pane.locator('.ant-pagination').getByTitle('2', { exact: true }).click()
  await expect(nameCell, 'the second page').not.toHaveText(first)
  const second = (await nameCell.innerText()).trim()
  await rows.first().getByRole('checkbox').check()

  await dialog.getByRole('tab', { name: '部门', exact: true }).click()
  await node('一车间').locator('.ant-tree-checkbox').click()
  await dialog.getByRole('tab', { name: '岗位', exact: true }).click()
  await pane.getByRole('checkbox', { name: '安全员' }).check()

  const tags = (kind: string) =>
    dialog
      .getByRole('group', { name: `已选${kind}` })
      .locator('.ant-tag')
      .allInnerTexts()
  await expect(dialog.getByText('已选 4 项')).toBeVisible()
  const picked = [await tags('人员'), await tags('部门'), await tags('岗位')]
  expect(picked, 'tags').toEqual([[first, second], ['一车间'], ['安全员']])
  await dialog.getByRole('button', { name: `移除人员 ${first}` }).click()
  await expect(dialog.getByText('已选 3 项')).toBeVisible()
  await shot('picker-picked')

  await dialog.getByRole('button', { name: /^确\s*定$/ }).click()
  const handle = await page.waitForFunction(() =>
    (window as unknown as Tapped).__actions.find((a) => a.name === 'onOk'),
  )
  const [value] = ((await handle.jsonValue()) as Action).args as {
    users: { name: string; id: string }[]
    orgs: unknown[]
    posts: unknown[]
  }[]
  const { users, orgs, posts } = value
  expect(
    users.map((u) => u.name),
    `onOk users: ${JSON.stringify(users)}`,
  ).toEqual([second])
  expect(users[0].id, `onOk users: ${JSON.stringify(users)}`).toBeTruthy()
  expect(orgs, 'onOk orgs').toEqual([{ id: 'C002-0201', name: '一车间' }])
  expect(posts, 'onOk posts').toEqual([{ id: 'C002-P02', name: '安全员' }])
  await page.waitForFunction(() =>
    (window as unknown as Tapped).__actions.some((a) => a.name === 'onClose'),
  )
})
