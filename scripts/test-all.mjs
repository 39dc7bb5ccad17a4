// npm test: every check of the project, the quick ones first. Format, types and lint run side by
// side (each is one process on one core); the rest run one after another, each using every core,
// but the last two: the real-build checks and the story check share the machine.
// Chromium and nginx, when missing, are installed beside the first steps
// (scripts/install-tools.mjs): an install waits mostly on the network and the disk, and the
// journeys are the first to need them. Prints how long each step took, and stops at the first
// step that fails.
import { spawn } from 'node:child_process'

const STEPS = [
  ['format:check', 'typecheck', 'lint'],
  ['test:unit'],
  ['build-storybook'],
  ['test:e2e'],
  // the real-build journeys go one at a time (they share one mock backend) and the byte budgets
  // load one page at a time: the story check's two tabs take the core they leave
  ['test:real', 'test:stories'],
]

const seconds = (ms) => `${Math.round(ms / 1000)} s`

/**
 * Runs `npm run name` (or `command`); a step that runs beside others prints its output when it
 * ends.
 */
function run(name, alone, command = ['npm', 'run', '--silent', name]) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      if (output) process.stdout.write(output)
      resolve({ name, code, ms: Date.now() - started })
    })
  })
}

const started = Date.now()
const times = []
let failed = null
const tools = run('install-tools', false, [process.execPath, 'scripts/install-tools.mjs'])
for (const step of STEPS) {
  if (step.includes('test:e2e')) {
    const result = await tools
    times.push(result)
    if (result.code !== 0) failed ??= result.name
    if (failed) break
  }
  console.log(`\n[test] ${step.join(' + ')}`)
  const results = await Promise.all(step.map((name) => run(name, step.length === 1)))
  for (const r of results) {
    times.push(r)
    if (r.code !== 0) failed ??= r.name
  }
  if (failed) break
}
console.log('\n[test] times')
for (const r of times)
  console.log(`  ${r.code === 0 ? '✓' : '✗'} ${r.name.padEnd(16)} ${seconds(r.ms)}`)
console.log(`  total            ${seconds(Date.now() - started)}`)
if (failed) {
  console.log(`[test] ${failed} failed`)
  process.exitCode = 1
}
