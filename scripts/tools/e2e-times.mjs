// `node scripts/tools/e2e-times.mjs [report]`: where the end-to-end suite's
// time goes, from the JSON report every run writes
// (playwright-report/e2e.json, playwright.config.ts): each spec's summed
// test time and the slowest tests. For CI-time work (docs/ci.md).
import { readFileSync } from 'node:fs'

const file = process.argv[2] ?? 'playwright-report/e2e.json'
const report = JSON.parse(readFileSync(file, 'utf8'))

/** Every test's runs, with the spec file it is in. */
function* testsOf(suite, path = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        yield {
          file: spec.file,
          title: [...path, spec.title].join(' › '),
          ms: result.duration,
          status: result.status,
        }
      }
    }
  }
  for (const child of suite.suites ?? []) {
    yield* testsOf(child, suite.title ? [...path, suite.title] : path)
  }
}

const runs = report.suites.flatMap((suite) => [...testsOf(suite)])
const bySpec = new Map()
for (const run of runs) {
  const spec = bySpec.get(run.file) ?? { ms: 0, tests: 0 }
  spec.ms += run.ms
  spec.tests += 1
  bySpec.set(run.file, spec)
}
const total = runs.reduce((sum, run) => sum + run.ms, 0)
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7)
console.log(
  `${runs.length} tests, ${seconds(total)} s of test time, ` +
    `${seconds(report.stats?.duration ?? 0)} s of wall time`,
)
console.log('\nBy spec (test time, share, tests):')
for (const [name, spec] of [...bySpec].sort((a, b) => b[1].ms - a[1].ms)) {
  const share = ((100 * spec.ms) / total).toFixed(1).padStart(5)
  console.log(
    `${seconds(spec.ms)} s ${share} %  ${String(spec.tests).padStart(3)}  ${name}`,
  )
}
console.log('\nSlowest tests:')
for (const run of [...runs].sort((a, b) => b.ms - a.ms).slice(0, 15)) {
  console.log(
    `${seconds(run.ms)} s  ${run.status.padEnd(8)} ${run.file} › ${run.title}`,
  )
}
