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
      for (const r of e?.reporters ?? [])
        if (r.status === 'failed') report.errors.push(`${r.type} report failed`)
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

export const journeys = {
  async 'every story renders and every play function passes'({ page, context }) {
    assert(
      existsSync(join(dir, 'index.json')),
      'storybook-static is missing: run npm run build-storybook first',
    )
    const stories = Object.values(
      JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).entries,
    ).filter((e) => e.type === 'story')
    assert(stories.length > 0, 'no stories')
    const server = await serveStatic()
    const base = `http://127.0.0.1:${server.address().port}`
    await context.addInitScript(tapChannel)
    const failures = []
    // A few tabs at once: most of a story's time is waiting for its mocks and play function.
    const tabs = [page, ...(await Promise.all([1, 2].map(() => context.newPage())))]
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
      if (state !== 'ok') failures.push(`${story.id}: ${state}`)
    }
    try {
      // The first story installs the mock service worker; the others start once it controls the
      // page, so no tab asks MSW to update a registration that is still installing.
      await render(page, queue.shift())
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
        timeout: 10_000,
      })
      await Promise.all(
        tabs.map(async (tab) => {
          for (let story = queue.shift(); story; story = queue.shift()) await render(tab, story)
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
