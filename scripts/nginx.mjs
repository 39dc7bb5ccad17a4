// The production build behind nginx, configured from deploy/nginx/templates exactly as the Docker
// image is (the templates with ${NAME} filled in from the environment), in a folder of its own:
// no root, no /etc/nginx, no system service. Used by the nginx journeys (scripts/e2e-server.mjs
// nginx), the byte budget and `npm run serve:nginx` (docs/deployment.md).
//
//   npm run serve:nginx [dist]     serves dist/ (default) on PORT (default 127.0.0.1:8081);
//                                  /Api goes to BACKEND_URL, or, without one, to the mock
//                                  backend (scripts/mock-server.mjs) started on a free port.
import { execSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { aptInstall } from './apt-install.mjs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const DEPLOY = join(root, 'deploy', 'nginx')

/** The variables of the templates (docs/deployment.md), with the image's defaults. */
export const NGINX_DEFAULTS = {
  PORT: '80',
  HTML_ROOT: '/usr/share/nginx/html',
  BACKEND_URL: 'http://backend:8080',
  OPENAPI_KEY: '',
  CONNECT_SRC: '',
  MEDIA_SRC: 'https: http:',
}

const NGINX_CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx']
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types']

/** Finds nginx, installing Debian's (with the brotli module where the archive has it) as root. */
export function locateNginx() {
  const found = NGINX_CANDIDATES.find((p) => p && existsSync(p))
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(
      'nginx not found: install it with `sudo apt-get install -y nginx` (and ' +
        '`libnginx-mod-http-brotli-filter` for brotli) or set NGINX_PATH.',
    )
  }
  console.log('[nginx] installing Debian nginx ...')
  // RUNLEVEL=1 asks invoke-rc.d (through runlevel(8)) not to start the system nginx on port 80;
  // where it starts anyway, nothing here uses it
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
  aptInstall(['nginx'], '/usr/sbin/nginx', env)
  try {
    aptInstall(['libnginx-mod-http-brotli-filter'], BROTLI_MODULE, env)
  } catch {
    console.log('[nginx] no brotli module in this archive: gzip only')
  }
  if (!existsSync('/usr/sbin/nginx')) throw new Error('apt-get did not provide /usr/sbin/nginx')
  return '/usr/sbin/nginx'
}

/** What the official image's envsubst does: ${NAME} of the given variables only. */
export function fillTemplate(text, vars) {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name) =>
    Object.hasOwn(vars, name) ? vars[name] : whole,
  )
}

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
}

/**
 * Starts nginx in the foreground on a generated prefix: conf.d/ holds the filled templates (as
 * /etc/nginx/conf.d does in the image), plus optional/yd-brotli.inc where the brotli module is.
 * `vars` are the template variables (NGINX_DEFAULTS for the missing ones); PORT may be
 * "address:port". `site`, when given, is a server block used instead of the templates (the
 * budget's reference build, scripts/bench-template.mjs); brotli is set up alike for both.
 * Resolves once nginx answers; `stop()` ends it and removes the prefix.
 */
export async function startNginx(vars, { site } = {}) {
  const filled = { ...NGINX_DEFAULTS, ...vars }
  const nginx = locateNginx()
  const prefix = mkdtempSync(join(tmpdir(), 'yd-nginx-'))
  // as root the workers run as an unprivileged user, which must read the configuration
  chmodSync(prefix, 0o755)
  const confD = join(prefix, 'conf.d')
  mkdirSync(confD)
  const templates = join(DEPLOY, 'templates')
  if (site) writeFileSync(join(confD, 'site.conf'), site)
  else
    for (const name of readdirSync(templates).filter((f) => f.endsWith('.template'))) {
      const text = fillTemplate(readFileSync(join(templates, name), 'utf8'), filled)
      writeFileSync(join(confD, name.replace(/\.template$/, '')), text)
    }
  const brotli = existsSync(BROTLI_MODULE)
  if (brotli) {
    const text = readFileSync(join(DEPLOY, 'optional', 'yd-brotli.inc.template'), 'utf8')
    writeFileSync(join(confD, 'yd-brotli.inc'), fillTemplate(text, filled))
  }
  const mimeTypes = MIME_TYPES.find((p) => existsSync(p))
  if (!mimeTypes) throw new Error('nginx mime.types not found (' + MIME_TYPES.join(', ') + ')')
  const temp = (name) => join(prefix, 'temp', name)
  // the http block of the official image's nginx.conf, with every path inside the prefix
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      `  access_log ${join(prefix, 'access.log')};`,
      '  sendfile on;',
      '  keepalive_timeout 65;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      '  include conf.d/*.conf;',
      '}',
      '',
    ].join('\n'),
  )
  mkdirSync(join(prefix, 'temp'), { mode: 0o755 })
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')]
  const errorLog = () => {
    try {
      return readFileSync(join(prefix, 'error.log'), 'utf8').trim()
    } catch {
      return ''
    }
  }
  try {
    execSync(`${nginx} -t -q ${args.join(' ')}`, { stdio: 'pipe' })
  } catch (e) {
    rmSync(prefix, { recursive: true, force: true })
    throw new Error(`nginx rejects the configuration:\n${e.stderr || ''}`, { cause: e })
  }
  const child = spawn(nginx, args, { stdio: 'ignore' })
  let exited = false
  // a caller that exits without stop() must not leave nginx behind
  const orphan = () => child.kill('SIGTERM')
  process.once('exit', orphan)
  const gone = new Promise((done) =>
    child.once('exit', () => {
      exited = true
      done()
    }),
  )
  const stop = async () => {
    process.off('exit', orphan)
    if (!exited) {
      child.kill('SIGTERM')
      await Promise.race([gone, new Promise((done) => setTimeout(done, 5000))])
      if (!exited) child.kill('SIGKILL')
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  const port = String(filled.PORT).split(':').pop()
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      await fetch(base + '/favicon.svg')
      return { base, prefix, brotli, stop, errorLog }
    } catch {
      await new Promise((done) => setTimeout(done, 100))
    }
  }
  const log = errorLog()
  await stop()
  throw new Error(`nginx did not start on ${base}\n${log}`)
}

// npm run serve:nginx [dist]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? join(root, 'dist'))
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist}/index.html not found: build first (npm run build)`)
    process.exit(1)
  }
  const vars = Object.fromEntries(
    Object.keys(NGINX_DEFAULTS)
      .filter((name) => process.env[name] !== undefined)
      .map((name) => [name, process.env[name]]),
  )
  vars.PORT ??= '127.0.0.1:8081'
  vars.HTML_ROOT = dist
  let mock
  if (!vars.BACKEND_URL) {
    const { buildMockServer, MOCK_FILES } = await import('./mock-server.mjs')
    const { startMockHttpServer, outDir } = await buildMockServer()
    rmSync(outDir, { recursive: true, force: true })
    mock = await startMockHttpServer(0, '127.0.0.1', { filesDir: MOCK_FILES })
    const { port } = mock.address()
    vars.BACKEND_URL = `http://127.0.0.1:${port}`
    console.log(`mock backend on ${vars.BACKEND_URL} (seeded covers and media under /mock/)`)
  }
  const served = await startNginx(vars)
  console.log(`nginx serves ${dist} on ${served.base}, /Api -> ${vars.BACKEND_URL}`)
  console.log(`configuration in ${served.prefix} (removed on exit); Ctrl+C stops`)
  const quit = async () => {
    await served.stop()
    mock?.close()
    process.exit(0)
  }
  process.on('SIGINT', quit)
  process.on('SIGTERM', quit)
}
