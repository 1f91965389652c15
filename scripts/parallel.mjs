// Runs npm scripts side by side and fails if any fails: `npm test` checks
// lint and types at the same time (each mostly keeps one core busy; the
// machines CI runs on have two). Each script's output is printed whole when
// it ends, so the logs do not interleave.
//
//   node scripts/parallel.mjs lint typecheck
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('parallel: name the npm scripts to run')
  process.exit(2)
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(
        `\n> npm run ${script} (${seconds} s, exit ${code})\n`,
      )
      process.stdout.write(Buffer.concat(output))
      resolve(code ?? 1)
    })
  })
}

const codes = await Promise.all(scripts.map(run))
process.exit(codes.every((code) => code === 0) ? 0 : 1)
