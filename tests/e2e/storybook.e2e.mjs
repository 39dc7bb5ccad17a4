// Every story of the built Storybook (npm run build-storybook) renders without an error.
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assert } from './assert.mjs'

const dir = fileURLToPath(new URL('../../storybook-static', import.meta.url))
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.mp4': 'video/mp4', '.mp3': 'audio/mpeg', '.woff2': 'font/woff2' }

function serveStatic() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = join(dir, path)
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

export const journeys = {
  async 'every story renders without an error'({ page }) {
    assert(existsSync(join(dir, 'index.json')), 'storybook-static is missing: run npm run build-storybook first')
    const stories = Object.values(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).entries).filter((e) => e.type === 'story')
    assert(stories.length > 0, 'no stories')
    const server = await serveStatic()
    const base = `http://127.0.0.1:${server.address().port}`
    const failures = []
    try {
      for (const story of stories) {
        await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`)
        const state = await page.waitForFunction(() => {
          const error = document.querySelector('.sb-show-errordisplay')
          if (error) return 'error: ' + (document.querySelector('#error-message')?.textContent ?? '')
          const root = document.querySelector('#storybook-root')
          return root && (root.childElementCount > 0 || document.querySelector('.ant-modal')) ? 'ok' : false
        }, null, { timeout: 15_000 }).then((h) => h.jsonValue()).catch((e) => 'timeout: ' + e.message.split('\n')[0])
        if (state !== 'ok') failures.push(`${story.id}: ${state}`)
      }
    } finally {
      server.close()
    }
    assert(failures.length === 0, `stories failed:\n${failures.join('\n')}`)
  },
}
