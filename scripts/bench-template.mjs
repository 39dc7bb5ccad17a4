// The budget's reference (bench/README.md): the Vue template this product replaces, served by
// nginx the way the app is (deploy/nginx: gzip at level 6 on the same types, brotli where nginx
// has it, index.html for unknown paths), without the app's CSP, which would block the template's
// inline start-up script. It needs no backend to show its login form.
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, startNginx } from './nginx.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const TEMPLATE_TARBALL = join(root, 'bench', 'vue-element-admin-dist.tar.gz')

/** The template's page in the budget table: its login form, content = the password box. */
export const TEMPLATE_PAGE = {
  name: 'template /#/login',
  path: '/#/login',
  lands: '/',
  content: ['input[type="password"]'],
  template: true,
}

const TYPES =
  'text/css application/javascript text/javascript application/json image/svg+xml ' +
  'text/plain text/xml application/xml application/manifest+json'

const siteOf = (listen, html) => `
server {
    listen ${listen};
    root ${html};
    charset utf-8;
    gzip on;
    gzip_comp_level 6;
    gzip_min_length 1024;
    gzip_vary on;
    gzip_types ${TYPES};
    include conf.d/yd-brotli*.inc;
    location / {
        try_files $uri /index.html;
    }
}
`

/** Unpacks the template and serves it: { base, root (its files), stop() }. */
export async function serveTemplate() {
  if (!existsSync(TEMPLATE_TARBALL)) throw new Error(`${TEMPLATE_TARBALL} is missing`)
  const dir = mkdtempSync(join(tmpdir(), 'yd-bench-'))
  // as root nginx's workers run as an unprivileged user, which must read the files
  chmodSync(dir, 0o755)
  execFileSync('tar', ['-xzf', TEMPLATE_TARBALL, '-C', dir])
  const listen = `127.0.0.1:${await freePort()}`
  let served
  try {
    served = await startNginx({ PORT: listen }, { site: siteOf(listen, join(dir, 'template')) })
  } catch (e) {
    rmSync(dir, { recursive: true, force: true })
    throw e
  }
  return {
    base: served.base,
    root: join(dir, 'template'),
    stop: async () => {
      await served.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
