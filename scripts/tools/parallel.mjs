// Runs lanes of npm scripts side by side and fails if any fails. A lane is
// one script, or several joined by commas that run one after another (a
// failure ends its lane). `npm test` keeps both cores of the CI machines busy
// this way: ESLint mostly uses one core while the other checks types and
// formatting and builds the site (decision 040). Each script's output is
// printed whole when it ends, so the logs do not interleave.
//
//   node scripts/tools/parallel.mjs lint:code typecheck,format:check,build
import { spawn } from 'node:child_process'

const lanes = process.argv.slice(2).map((lane) => lane.split(','))
if (lanes.length === 0 || lanes.some((lane) => lane.some((name) => !name))) {
  console.error('parallel: name the npm scripts to run (a,b for one lane)')
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

async function runLane(lane) {
  for (const script of lane) {
    const code = await run(script)
    if (code !== 0) return code
  }
  return 0
}

const codes = await Promise.all(lanes.map(runLane))
process.exit(codes.every((code) => code === 0) ? 0 : 1)
