// login.html: the built index.html with the /login page already in it (issue 27). The page is
// rendered at build time (src/app/prerender.tsx, bundled for Node and run once), with the styles
// antd generates for it inlined under the answer's CSP nonce. A visitor sees and can fill the
// form at the first paint, before any script has run; the app takes the form over when it starts
// (src/features/account/login/prerendered.ts). nginx and `vite preview` answer /login with it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

export interface Prerendered {
  html: string
  styles: string
}

const NONCE = '__CSP_NONCE__'

/** Replaces `from` in `text` once, and fails the build when it is not there. */
function replaceOnce(text: string, from: string, to: string, what: string): string {
  if (!text.includes(from)) throw new Error(`prerender: ${what} not found`)
  return text.replace(from, () => to)
}

// The static frame stays for a signed-in visitor, whom the app sends on (route-preload.ts marks
// <html data-frame="public">); anyone else sees the prerendered page instead of the frame. Only
// while the page is the prerendered one: the app removes the mark as it renders (main.tsx, or the
// login page taking the form over), and its own page is never hidden.
const FRAME_SWITCH = `<style nonce="${NONCE}">
      [data-prerendered]:not([data-frame='public']) #root > .boot { display: none; }
      [data-prerendered][data-frame='public'] #root > .ant-app { display: none; }
    </style>`

/** The CSS files of the /login page, from the route table written into index.html. */
function loginStylesheets(index: string): string[] {
  const table = /<script type="application\/json" id="route-files">([\s\S]*?)<\/script>/.exec(index)
  if (!table) throw new Error('prerender: the route table (#route-files) not found')
  const { login, public: pages } = JSON.parse(table[1]) as {
    login: string
    public: Record<string, string[]>
  }
  return (pages[login] ?? []).filter((file) => file.endsWith('.css'))
}

/** index.html with the prerendered page in #root and its styles in <head>. */
export function loginPage(index: string, { html, styles }: Prerendered): string {
  let page = replaceOnce(
    index,
    '<html lang="zh-CN">',
    '<html lang="zh-CN" data-prerendered="login">',
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
  const links = loginStylesheets(index)
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('\n    ')
  page = replaceOnce(page, '</head>', `${links}\n    ${FRAME_SWITCH}\n  </head>`, '</head>')
  // method="dialog": outside a <dialog> a submission does nothing, so an Enter before the app
  // has started never sends the form (a GET would put the password in the address); the app sends
  // it when it takes the form over (route-preload.ts notes the submission)
  const form = replaceOnce(
    html,
    '<form ',
    '<form method="dialog" data-prerendered-form="" ',
    '<form>',
  )
  return replaceOnce(page, '<div id="root">', `<div id="root">${form}`, '<div id="root">')
}

/** Renders src/app/prerender.tsx in Node: bundled for Node by Vite, then imported. */
async function render(root: string, mode: string): Promise<Prerendered> {
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
        ssr: resolve(root, 'src/app/prerender.tsx'),
        outDir: out,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    })
    // in a process of its own: the app's modules open channels (the session's BroadcastChannel)
    // that would keep the build from ending
    const run = `import(${JSON.stringify(pathToFileURL(join(out, 'prerender.js')).href)}).then((m) => { process.stdout.write(JSON.stringify(m.renderLogin())); process.exit(0) })`
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', run], {
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    return JSON.parse(output.toString('utf8')) as Prerendered
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

export function prerenderLogin(): Plugin {
  let outDir = 'dist'
  let root = process.cwd()
  let mode = 'production'
  let ssr = false
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root
      mode = config.mode
      outDir = resolve(config.root, config.build.outDir)
      ssr = !!config.build.ssr
    },
    async closeBundle() {
      const index = join(outDir, 'index.html')
      if (ssr || !existsSync(index)) return
      const page = loginPage(readFileSync(index, 'utf8'), await render(root, mode))
      writeFileSync(join(outDir, 'login.html'), page)
    },
  }
}
