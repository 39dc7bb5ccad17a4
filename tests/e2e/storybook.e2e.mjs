// Every story of the built Storybook (npm run build-storybook) renders without an error, and
// every play function passes: the preview reports both on its channel, which is tapped here.
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assert } from './assert.mjs'

const dir = fileURLToPath(new URL('../../storybook-static', import.meta.url))
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
}

function serveStatic() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(dir, path)
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res
      .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

// Runs in the story iframe before Storybook boots: records what the preview's channel reports.
function tapChannel() {
  const report = { finished: null, errors: [], storyId: null }
  window.__storyReport = report
  const tapped = new WeakSet()
  let channel
  const tap = (c) => {
    if (!c || typeof c.on !== 'function' || tapped.has(c)) return
    tapped.add(c)
    const text = (e) => (e && (e.message || e.title || e.description)) || JSON.stringify(e)
    c.on('playFunctionThrewException', (e) => report.errors.push('play function threw: ' + text(e)))
    c.on('unhandledErrorsWhilePlaying', (list) =>
      report.errors.push('unhandled errors while playing: ' + (list ?? []).map(text).join('; ')),
    )
    c.on('storyThrewException', (e) => report.errors.push('story threw: ' + text(e)))
    c.on('storyErrored', (e) => report.errors.push('story errored: ' + text(e)))
    c.on('storyMissing', (id) => report.errors.push('story missing: ' + id))
    c.on('storyFinished', (e) => {
      // after a switch, only the story switched to (the first load takes the one in the url)
      if (report.storyId && e?.storyId !== report.storyId) return
      report.finished = e?.status ?? 'unknown'
      for (const r of e?.reporters ?? []) {
        if (r.status === 'failed') report.errors.push(`${r.type} report failed`)
        // addon-a11y's axe run after each story, once it has settled (.storybook/settle.ts):
        // reported as a warning (its default `todo`, what Storybook's panel shows designers);
        // serious and critical ones fail here, as in the journeys' own axe checks
        if (r.type !== 'a11y') continue
        for (const v of r.result?.violations ?? [])
          if (v.impact === 'serious' || v.impact === 'critical')
            report.errors.push(
              `accessibility: ${v.id} (${v.impact}) on ${v.nodes.length} element(s), first ` +
                v.nodes[0]?.target.join(' '),
            )
      }
    })
  }
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (c) => {
      channel = c
      tap(c)
    },
  })
}

const EVERY_STORY = 'every story renders and every play function passes'

/**
 * It keeps two tabs busy itself: run.mjs runs it by itself, not beside another journey. A story's
 * time is mostly processor time (rendering, the play function, the accessibility check); with
 * three tabs beside another journey on two cores, the heaviest (the full menu tree) took over its
 * 20 s. Alone with two tabs the slowest takes about 7 s, and the whole check about as long as
 * before (measured: 150 s with two tabs, 142 with three, 180 with one).
 */
export const alone = [EVERY_STORY]

export const journeys = {
  async [EVERY_STORY]({ page, context }) {
    assert(
      existsSync(join(dir, 'index.json')),
      'storybook-static is missing: run npm run build-storybook first',
    )
    const stories = Object.values(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).entries)
      .filter((e) => e.type === 'story')
      // E2E_STORIES=roles- checks only the stories whose id contains it (while working on them)
      .filter((e) => e.id.includes(process.env.E2E_STORIES ?? ''))
    assert(stories.length > 0, 'no stories')
    const server = await serveStatic()
    const base = `http://127.0.0.1:${server.address().port}`
    await context.addInitScript(tapChannel)
    const failures = []
    // Two tabs, one per core (a story also waits on its mocks now and then).
    const tabs = [page, await context.newPage()]
    const errors = []
    for (const tab of tabs.slice(1)) tab.on('pageerror', (e) => errors.push(e.message))
    const queue = [...stories]
    // A tab loads the preview once; the next stories are switched to on its channel, as the
    // Storybook manager does (a reload per story took two minutes for a hundred stories).
    const loaded = new WeakSet()
    const render = async (tab, story) => {
      if (loaded.has(tab)) {
        await tab.evaluate((storyId) => {
          const report = window.__storyReport
          report.storyId = storyId
          report.finished = null
          report.errors.length = 0
          window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
            storyId,
            viewMode: 'story',
          })
        }, story.id)
      } else {
        await tab.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`)
        loaded.add(tab)
      }
      const state = await tab
        .waitForFunction(
          () => {
            const report = window.__storyReport
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
        .catch((e) => 'timeout: ' + e.message.split('\n')[0])
      return state
    }
    try {
      // The first story installs the mock service worker; the others start once it controls the
      // page, so no tab asks MSW to update a registration that is still installing.
      const check = async (tab, story) => {
        const state = await render(tab, story)
        if (state !== 'ok') failures.push(`${story.id}: ${state}`)
      }
      await check(page, queue.shift())
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
        timeout: 10_000,
      })
      await Promise.all(
        tabs.map(async (tab) => {
          for (let story = queue.shift(); story; story = queue.shift()) await check(tab, story)
        }),
      )
    } finally {
      // Leave the stories first: a page still open would check its mock service worker for an
      // update against the closed server and report that as a page error.
      await Promise.all(tabs.map((tab) => tab.goto('about:blank').catch(() => {})))
      server.close()
    }
    assert(failures.length === 0, `stories failed:\n${failures.join('\n')}`)
    assert(errors.length === 0, `page errors: ${errors.join(' | ')}`)
  },
}

// The person picker in its story (as 李晓梅, company C002): two users picked on two
// pages, a department and a post; one tag closed; 确定 hands the rest to onOk. The story shows
// nothing after 确定 (onOk is a spy): what it got is read from the action it logs on the channel.
journeys['the person picker: users on two pages, a department, a post, a tag closed, 确定'] =
  async function ({ page, context, shot }) {
    const story = 'components-personpicker--empty'
    assert(
      existsSync(join(dir, 'index.json')),
      'storybook-static is missing: run npm run build-storybook first',
    )
    const { entries } = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'))
    assert(entries[story], `${story} is not in storybook-static: run npm run build-storybook`)
    const server = await serveStatic()
    await context.addInitScript(tapChannel)
    try {
      await page.goto(
        `http://127.0.0.1:${server.address().port}/iframe.html?id=${story}&viewMode=story`,
      )
      const dialog = page.getByRole('dialog', { name: '选择人员' })
      await dialog.waitFor()
      await page.evaluate(() => {
        window.__actions = []
        window.__STORYBOOK_ADDONS_CHANNEL__.on('storybook/actions/action-event', (event) =>
          window.__actions.push(event.data),
        )
      })
      // the tab shown (the others are hidden)
      const pane = dialog.getByRole('tabpanel')
      const rows = pane.locator('tbody tr.ant-table-row')
      const nameOf = async () => (await rows.first().locator('td').nth(1).innerText()).trim()
      const node = (name) =>
        pane.locator('.ant-tree-treenode').filter({ has: page.getByText(name, { exact: true }) })

      await rows.first().waitFor({ timeout: 20_000 })
      const first = await nameOf()
      await rows.first().getByRole('checkbox').check()
      await pane.locator('.ant-pagination').getByTitle('2', { exact: true }).click()
      await page.waitForFunction(
        (old) =>
          document
            .querySelector('.ant-tabs-content-active tbody tr.ant-table-row td:nth-child(2)')
            ?.textContent?.trim() !== old,
        first,
      )
      const second = await nameOf()
      await rows.first().getByRole('checkbox').check()

      await dialog.getByRole('tab', { name: '部门', exact: true }).click()
      await node('一车间').locator('.ant-tree-checkbox').click()
      await dialog.getByRole('tab', { name: '岗位', exact: true }).click()
      await pane.getByRole('checkbox', { name: '安全员' }).check()

      const tags = (kind) =>
        dialog
          .getByRole('group', { name: `已选${kind}` })
          .locator('.ant-tag')
          .allInnerTexts()
      await dialog.getByText('已选 4 项').waitFor()
      const picked = [await tags('人员'), await tags('部门'), await tags('岗位')]
      assert(
        JSON.stringify(picked) === JSON.stringify([[first, second], ['一车间'], ['安全员']]),
        `tags: ${JSON.stringify(picked)}`,
      )
      await dialog.getByRole('button', { name: `移除人员 ${first}` }).click()
      await dialog.getByText('已选 3 项').waitFor()
      await shot('picker-picked')

      await dialog.getByRole('button', { name: /^确\s*定$/ }).click()
      const handle = await page.waitForFunction(() =>
        window.__actions.find((a) => a.name === 'onOk'),
      )
      const [value] = (await handle.jsonValue()).args
      const { users, orgs, posts } = value
      assert(
        users.length === 1 && users[0].name === second && users[0].id,
        `onOk users: ${JSON.stringify(users)}`,
      )
      assert(
        JSON.stringify(orgs) === JSON.stringify([{ id: 'C002-0201', name: '一车间' }]),
        `onOk orgs: ${JSON.stringify(orgs)}`,
      )
      assert(
        JSON.stringify(posts) === JSON.stringify([{ id: 'C002-P02', name: '安全员' }]),
        `onOk posts: ${JSON.stringify(posts)}`,
      )
      await page.waitForFunction(() => window.__actions.some((a) => a.name === 'onClose'))
    } finally {
      // leave the story first: an open page would check its worker against the closed server
      await page.goto('about:blank').catch(() => {})
      server.close()
    }
  }
