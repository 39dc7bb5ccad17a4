// npm test: every check of the project, the quick ones first. Format, types and lint run side by
// side (each is one process on one core); the rest run one after another, each using every core.
// Prints how long each step took, and stops at the first step that fails.
import { spawn } from 'node:child_process'

const STEPS = [
  ['format:check', 'typecheck', 'lint'],
  ['test:unit'],
  ['build-storybook'],
  ['test:e2e'],
  ['test:real'],
]

const seconds = (ms) => `${Math.round(ms / 1000)} s`

/** Runs `npm run name`; a step that runs beside others prints its output when it ends. */
function run(name, alone) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
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
for (const step of STEPS) {
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
