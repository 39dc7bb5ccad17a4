// login.html and home.html: the built index.html with the /login or /home page already in it.
// The pages are rendered at build time (src/boot/prerender.tsx, bundled for Node and run once),
// with the styles antd generates for them inlined under the answer's CSP nonce. On /login a
// visitor sees and can fill the form at the first paint, before any script has run; the app takes
// the form over when it starts (src/features/account/login/prerendered.ts). home.html shows every
// section loading, and its own small script (src/boot/home-fill.ts) puts the lists in as soon as
// their early answers are in (src/boot/home-prerendered.ts). nginx and `vite preview` answer
// /login and /home with them.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import type { Prerendered } from '../src/boot/prerender.tsx'
import { bundleAlone } from './route-preload-plugin.ts'

export type { Prerendered }

const NONCE = '__CSP_NONCE__'

/** Replaces `from` in `text` once, and fails the build when it is not there. */
function replaceOnce(text: string, from: string, to: string, what: string): string {
  if (!text.includes(from)) throw new Error(`prerender: ${what} not found`)
  return text.replace(from, () => to)
}

// The static frame stays for a signed-in visitor, whom the app sends on from /login, or shows the
// home page with their own header (route-preload.ts marks <html data-frame="public"> on /login,
// <html data-signed-in> everywhere); anyone else sees the prerendered page instead of the frame.
// Only while the page is the prerendered one: the app removes the mark as it renders (main.tsx,
// or the login page taking the form over), and its own page is never hidden.
const FRAME_SWITCH = {
  login: `<style nonce="${NONCE}">
      [data-prerendered]:not([data-frame='public']) #root > .boot { display: none; }
      [data-prerendered][data-frame='public'] #root > .app-root { display: none; }
    </style>`,
  home: `<style nonce="${NONCE}">
      [data-prerendered]:not([data-signed-in]) #root > .boot { display: none; }
      [data-prerendered][data-signed-in] #root > .app-root { display: none; }
    </style>`,
}

type PageName = keyof typeof FRAME_SWITCH

/** The CSS files of a page, from the route table written into index.html. */
function stylesheetsOf(index: string, name: PageName): string[] {
  const table = /<script type="application\/json" id="route-files">([\s\S]*?)<\/script>/.exec(index)
  if (!table) throw new Error('prerender: the route table (#route-files) not found')
  const data = JSON.parse(table[1]) as Record<PageName, string> & {
    public: Record<string, string[]>
  }
  return (data.public[data[name]] ?? []).filter((file) => file.endsWith('.css'))
}

/** index.html with the prerendered page in #root and its styles in <head>. */
function prerenderedPage(index: string, name: PageName, { html, styles }: Prerendered): string {
  let page = replaceOnce(
    index,
    '<html lang="zh-CN">',
    `<html lang="zh-CN" data-prerendered="${name}">`,
    '<html lang="zh-CN">',
  )
  // antd's styles before the app's stylesheet, as the app's antd puts them (the app's own CSS
  // overrides them by order)
  const nonced = styles.replaceAll('<style ', `<style nonce="${NONCE}" `)
  page = replaceOnce(
    page,
    '<link rel="stylesheet"',
    `${nonced}\n    <link rel="stylesheet"`,
    "the app's stylesheet",
  )
  // the page's own stylesheets, as the app loads them with the page (the same request as
  // route-preload.ts's preload, so it is asked for once)
  const links = stylesheetsOf(index, name)
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('\n    ')
  page = replaceOnce(page, '</head>', `${links}\n    ${FRAME_SWITCH[name]}\n  </head>`, '</head>')
  return replaceOnce(page, '<div id="root">', `<div id="root">${html}`, '<div id="root">')
}

/**
 * The app's entry and the files it imports only named (a link without rel asks for nothing): the
 * page's first script asks for them and starts the app once the page is on screen
 * (src/boot/route-files.ts, startApp). Asked for at once, they held the page's first layout back.
 */
function appNamedOnly(index: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index)
  if (!entry) throw new Error("prerender: the app's entry script not found")
  const page = replaceOnce(
    index,
    entry[0],
    `<link data-app-entry href="${entry[1]}">`,
    "the app's entry script",
  )
  return page.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_, href: string) => `<link data-app-file href="${href}">`,
  )
}

/** login.html: the /login page, whose form sends nothing by itself. */
export function loginPage(index: string, prerendered: Prerendered): string {
  // method="dialog": outside a <dialog> a submission does nothing, so an Enter before the app
  // has started never sends the form (a GET would put the password in the address); the app sends
  // it when it takes the form over (route-preload.ts notes the submission)
  const html = replaceOnce(
    prerendered.html,
    '<form ',
    '<form method="dialog" data-prerendered-form="" ',
    '<form>',
  )
  return prerenderedPage(appNamedOnly(index), 'login', { ...prerendered, html })
}

/**
 * home.html: the /home page with every section loading, its own first script (`fill`, the built
 * src/boot/home-fill.ts) asked for at once, which starts the app, and the templates it fills the
 * lists from, after #root.
 */
export function homePage(index: string, prerendered: Prerendered, fill: string): string {
  // its own script starts the app once the lists are shown
  let page = appNamedOnly(index)
  // The page's first script (route-preload.ts, 2 KB) holds the first paint back until it has run
  // (blocking="render"; it arrives with the stylesheets): run after it, it asked for the lists
  // only once the first layout was done, 60-130 ms in this machine's Chromium (its fonts looked
  // up). The fill script, larger, would hold the first layout back for longer than it saves.
  const script = `<script type="module" async crossorigin src="${fill}"></script>`
  page = replaceOnce(page, '</title>', `</title>\n    ${script}`, '</title>')
  page = page.replace(
    /<script type="module" async crossorigin src="([^"]*route-preload[^"]*)"><\/script>/,
    (_, src: string) =>
      `<script type="module" async blocking="render" crossorigin src="${src}"></script>`,
  )
  page = replaceOnce(page, '</body>', `${prerendered.templates ?? ''}\n  </body>`, '</body>')
  return prerenderedPage(page, 'home', prerendered)
}

/** Renders src/boot/prerender.tsx in Node: bundled for Node by Vite, then imported. */
async function render(root: string, mode: string): Promise<Record<PageName, Prerendered>> {
  const out = mkdtempSync(join(tmpdir(), 'yd-prerender-'))
  try {
    await build({
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      plugins: [react()],
      // every package bundled (antd's ES modules import without file extensions, which Node's
      // own loader refuses), with the browser's entry points of each package (antd's icons'
      // Node entry is CommonJS)
      ssr: { noExternal: true, resolve: { conditions: ['module', 'browser', 'production'] } },
      build: {
        ssr: resolve(root, 'src/boot/prerender.tsx'),
        outDir: out,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    })
    // in a process of its own: the app's modules open channels (the session's BroadcastChannel)
    // that would keep the build from ending
    // the pages go to a file: process.exit() right after writing to a pipe may cut the text short
    const file = join(out, 'pages.json')
    const run = [
      `import(${JSON.stringify(pathToFileURL(join(out, 'prerender.js')).href)}).then(async (m) => {`,
      "  const { writeFileSync } = await import('node:fs')",
      '  const pages = { login: m.renderLogin(), home: m.renderHome() }',
      `  writeFileSync(${JSON.stringify(file)}, JSON.stringify(pages))`,
      '  process.exit(0)',
      '})',
    ].join('\n')
    execFileSync(process.execPath, ['--input-type=module', '-e', run], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    return JSON.parse(readFileSync(file, 'utf8')) as Record<PageName, Prerendered>
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

const FILL = 'home-fill.js'

export function prerenderPages(): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  let base = '/'
  let mode = 'production'
  let ssr = false
  let fillRef = ''
  let fillFile = ''
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      mode = config.mode
      base = config.base
      outDir = resolve(config.root, config.build.outDir)
      ssr = !!config.build.ssr
    },
    async buildStart() {
      if (ssr) return
      const source = await bundleAlone(root, mode, 'src/boot/home-fill.ts')
      fillRef = this.emitFile({ type: 'asset', name: FILL, source })
    },
    generateBundle() {
      if (fillRef) fillFile = base + this.getFileName(fillRef)
    },
    async closeBundle() {
      const index = join(outDir, 'index.html')
      if (ssr || !existsSync(index)) return
      const html = readFileSync(index, 'utf8')
      const pages = await render(root, mode)
      writeFileSync(join(outDir, 'login.html'), loginPage(html, pages.login))
      writeFileSync(join(outDir, 'home.html'), homePage(html, pages.home, fillFile))
    },
  }
}
