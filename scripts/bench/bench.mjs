// `npm run bench`: Lighthouse on the production build beside each route's
// floor (its prerendered page with every script removed), in interleaved
// rounds, judged by 95 % confidence interval against the budgets of
// docs/architecture.md#performance-budgets (decision 055): LCP ÷ floor under simulated throttling, TBT −
// floor under DevTools throttling (the CPU really slowed at the calibrated
// rate), CLS, and the Accessibility, Best Practices and SEO scores. A route
// stops once every interval is on one side of its budget (3 rounds at
// least), or at the cap. Exits 1 only when a budget is "missed".
//
//   node scripts/bench/bench.mjs                  every route, up to 12 rounds: the
//                                           run of record
//   node scripts/bench/bench.mjs --quick          /, /games and /te, up to 8 rounds
//   node scripts/bench/bench.mjs --against-itself a second copy of the floor in the
//                                           site's place: the method's own
//                                           noise (decision 050); with or
//                                           without --quick
//   node scripts/bench/bench.mjs /games --max-rounds=3
//                                           a look while fixing things
//   node scripts/bench/bench.mjs --results-only   bench/results.md again from the
//                                           kept runs, first-action.md and
//                                           interactions.md
//
// Each complete run is kept as bench/runs/<kind>.json (the newest of each
// kind) and bench/results.md is written from them. Not part of `npm test`.
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport } from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import * as prettier from 'prettier'
import { preview, runnerImport } from 'vite'

import { CHROMIUM_PATH } from '../tools/chromium.mjs'
import { calibrate, CHROME_FLAGS, runLighthouse } from './benchLighthouse.mjs'
import { prepareVariants } from './benchVariants.mjs'

const DIST = 'dist'
const OUT_DIR = 'bench'

/** @type {{ module: import('./benchReport.ts') }} */
const { module: report } = await runnerImport(
  './scripts/bench/benchReport.ts',
  {
    configFile: false,
    logLevel: 'error',
  },
)

function parseArgs(argv) {
  let quick = false
  let againstItself = false
  let maxRounds
  const routes = []
  for (const arg of argv) {
    if (arg === '--quick') quick = true
    else if (arg === '--against-itself') againstItself = true
    else if (arg.startsWith('--max-rounds='))
      maxRounds = Number(arg.slice('--max-rounds='.length))
    else if (arg.startsWith('/')) routes.push(arg)
    else throw new Error(`Unknown argument "${arg}"`)
  }
  const cap = quick ? report.QUICK_MAX_ROUNDS : report.MAX_ROUNDS
  maxRounds ??= cap
  if (!Number.isInteger(maxRounds) || maxRounds < 1)
    throw new Error('--max-rounds must be ≥ 1')
  const standard = quick ? report.QUICK_ROUTES : report.ROUTES
  return {
    kind: quick ? 'quick' : 'full',
    againstItself,
    maxRounds,
    routes: routes.length > 0 ? routes : [...standard],
    // Only the standard routes at the standard cap make a run worth keeping.
    complete: routes.length === 0 && maxRounds === cap,
  }
}

/** The HTML vite preview answers a route with, as a browser asks for it. */
async function servedHtml(origin, route) {
  const response = await fetch(origin + route, {
    headers: { accept: 'text/html' },
  })
  return response.text()
}

function osName() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8')
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1]
    if (pretty) return `${pretty} (${os.type()} ${os.release()})`
  } catch {
    // Not Linux, or no os-release: the kernel name will do.
  }
  return `${os.type()} ${os.release()}`
}

const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4173)
const RUNS_DIR = path.join(OUT_DIR, 'runs')
// The floor and plain-SPA copies of dist/ (git-ignored).
const VARIANTS_DIR =
  process.env.BENCH_VARIANTS_DIR ?? path.join(OUT_DIR, '.variants')

/**
 * Loads `url` once in a fresh Chromium and keeps what Lighthouse gathered
 * (trace, network log, the benchmarkIndex it measured first) in a new
 * folder, for `auditGathered`. Simulated throttling loads the page
 * unthrottled: the CPU slowdown plays no part until the audit.
 */
async function gatherRun(url, settings) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-run-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  })
  try {
    await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...settings,
      gatherMode: dir,
    })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  } finally {
    chrome.kill()
  }
  const artifacts = JSON.parse(
    readFileSync(path.join(dir, 'artifacts.json'), 'utf8'),
  )
  return { url, dir, benchmarkIndex: artifacts.BenchmarkIndex }
}

/** Audits a gathered run at `cpuSlowdownMultiplier`, then removes it. */
async function auditGathered(gathered, settings, cpuSlowdownMultiplier) {
  try {
    const file = path.join(gathered.dir, 'artifacts.json')
    const artifacts = JSON.parse(readFileSync(file, 'utf8'))
    const throttling = { ...settings.throttling, cpuSlowdownMultiplier }
    // Lighthouse audits saved artifacts only with the settings they were
    // gathered with; the slowdown played no part in the gathering.
    artifacts.settings.throttling = {
      ...artifacts.settings.throttling,
      cpuSlowdownMultiplier,
    }
    writeFileSync(file, JSON.stringify(artifacts))
    const result = await lighthouse(gathered.url, {
      output: 'json',
      logLevel: 'error',
      ...settings,
      throttling,
      auditMode: gathered.dir,
    })
    if (!result)
      throw new Error(`Lighthouse returned nothing for ${gathered.url}`)
    return result.lhr
  } finally {
    rmSync(gathered.dir, { recursive: true, force: true })
  }
}

function warn(label, lhr) {
  if (lhr.runtimeError) {
    process.stderr.write(
      `bench: ${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}\n`,
    )
  }
  for (const warning of lhr.runWarnings ?? []) {
    process.stderr.write(`bench: ${label}: ${warning}\n`)
  }
}

/** Simulated throttling at the bench's network; the slowdown comes later. */
const SIMULATED = {
  onlyCategories: report.CATEGORIES.map((category) => category.id),
  throttling: { ...constants.throttling.mobileSlow4G },
}

/** DevTools throttling: the CPU slowed for real while the page loads. */
const devtoolsSettings = (cpuSlowdownMultiplier) => ({
  onlyAudits: ['total-blocking-time'],
  throttlingMethod: 'devtools',
  throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
})

/**
 * One round of one route: its site and floor (the order alternating between
 * rounds), each loaded under simulated throttling and then under DevTools
 * throttling at the slowdown the simulated loads just measured.
 */
async function measureRound(origins, route, round, label) {
  const ids = round % 2 === 0 ? ['site', 'floor'] : ['floor', 'site']
  const gathered = {}
  for (const id of ids) {
    process.stderr.write(`bench: ${label} ${id} (simulated)…\n`)
    gathered[id] = await gatherRun(origins[id] + route, SIMULATED)
  }
  // The same phone for both, at the machine's speed of that minute
  // (decision 044).
  const multiplier = report.cpuSlowdownFor(
    report.median(ids.map((id) => gathered[id].benchmarkIndex)),
  )
  const result = {}
  for (const id of ids) {
    process.stderr.write(`bench: ${label} ${id} (DevTools, ${multiplier}×)…\n`)
    const devtools = await runLighthouse(
      origins[id] + route,
      devtoolsSettings(multiplier),
    )
    warn(`${label} ${id} DevTools`, devtools)
    result[id] = { devtools }
  }
  for (const id of ids) {
    const simulated = await auditGathered(gathered[id], SIMULATED, multiplier)
    warn(`${label} ${id}`, simulated)
    result[id].simulated = simulated
  }
  return result
}

/**
 * Interleaved rounds over the routes still open; a route closes by the
 * stop rule. Returns each route's summary and its site's Lighthouse results.
 */
async function measure(origins, { routes, maxRounds }) {
  const loads = new Map(
    routes.map((route) => [
      route,
      {
        site: { simulated: [], devtools: [] },
        floor: { simulated: [], devtools: [] },
      },
    ]),
  )
  const summaries = new Map()
  const open = new Set(routes)
  for (let round = 0; round < maxRounds && open.size > 0; round++) {
    for (const route of routes) {
      if (!open.has(route)) continue
      const label = `${route} round ${round + 1}/${maxRounds}`
      const result = await measureRound(origins, route, round, label)
      const kept = loads.get(route)
      for (const id of ['site', 'floor']) {
        kept[id].simulated.push(result[id].simulated)
        kept[id].devtools.push(result[id].devtools)
      }
      const summary = {
        route,
        site: report.summarize(kept.site.simulated, kept.site.devtools),
        floor: report.summarize(kept.floor.simulated, kept.floor.devtools),
      }
      summaries.set(route, summary)
      const state = report
        .intervalChecks(summary)
        .map(
          (check) =>
            `${check.budget} ${report.formatInterval(check)} ${check.verdict}`,
        )
        .join('; ')
      process.stderr.write(`bench: ${label}: ${state}\n`)
      if (report.routeDone(summary, maxRounds)) open.delete(route)
    }
  }
  return {
    summaries: routes.map((route) => summaries.get(route)),
    siteLhrs: new Map(
      routes.map((route) => [route, loads.get(route).site.simulated]),
    ),
  }
}

function slug(route) {
  return route === '/'
    ? 'home'
    : route.replace(/^\/|\/$/g, '').replace(/\//g, '-')
}

/**
 * What the build is made from: the whole tree but the tests, the docs, CI
 * and test settings, and the bench's own output. Commits that change only
 * those make the same build, so their bench runs are runs of one build.
 */
const BUILD_INPUTS = [
  '.',
  `:!${OUT_DIR}`,
  ':!docs',
  ':!e2e',
  ':!tests',
  ':!.ci',
  ':!*.md',
  ':!*.test.ts',
  ':!*.test.tsx',
  ':!playwright.config.ts',
]

/**
 * The last commit that changed what the build is made from; "+changes" when
 * the tree differs from it there.
 */
function buildId() {
  try {
    const commit = execFileSync(
      'git',
      ['log', '-1', '--format=%h', '--', ...BUILD_INPUTS],
      { encoding: 'utf8' },
    ).trim()
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', ...BUILD_INPUTS],
      { encoding: 'utf8' },
    ).trim()
    return dirty ? `${commit}+changes` : commit
  } catch {
    return 'unknown'
  }
}

/**
 * One `vite preview` for each build. `againstItself` serves the floor's
 * files in the site's place too: the same bytes on two servers, so that
 * whatever the budgets see between them is the bench's own noise.
 */
async function startServers({ againstItself = false } = {}) {
  const servers = {}
  const ids = report.VARIANTS.map((variant) => variant.id)
  const variants = prepareVariants(DIST, VARIANTS_DIR, report.ROUTES)
  const dirs = againstItself ? { ...variants, site: variants.floor } : variants
  for (const [index, id] of ids.entries()) {
    servers[id] = await preview({
      logLevel: 'warn',
      build: { outDir: dirs[id] },
      // The site answers on the address the build's canonical links use when
      // VITE_SITE_URL is unset (a canonical on another origin fails
      // Lighthouse's SEO audit); the two references beside it.
      preview: {
        host: 'localhost',
        port: BENCH_PORT + index,
        strictPort: true,
        open: false,
      },
    })
  }
  const origins = {}
  for (const id of ids) {
    const address = servers[id].httpServer.address()
    if (!address || typeof address === 'string') {
      throw new Error('vite preview did not report a port')
    }
    origins[id] = `http://localhost:${address.port}`
  }
  return {
    origins,
    close: () => Promise.all(ids.map((id) => servers[id].close())),
  }
}

/** The kept runs: the newest of each kind (bench/runs/<kind>.json). */
function keptRuns() {
  mkdirSync(RUNS_DIR, { recursive: true })
  return readdirSync(RUNS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(RUNS_DIR, file), 'utf8')))
}

/** What bench/results.md carries below the runs, when present. */
function extraSections() {
  return ['notes.md', 'first-action.md', 'interactions.md', 'earlier-runs.md']
    .map((file) => path.join(OUT_DIR, file))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
}

async function writeFormatted(file, text, parser) {
  const options = (await prettier.resolveConfig(file)) ?? {}
  writeFileSync(file, await prettier.format(text, { ...options, parser }))
}

async function main() {
  if (process.argv.includes('--results-only')) {
    // bench/results.md again from the kept runs (after bench:first-action).
    await writeFormatted(
      path.join(OUT_DIR, 'results.md'),
      report.renderMarkdown(keptRuns(), extraSections()),
      'markdown',
    )
    return true
  }
  const { kind, againstItself, maxRounds, routes, complete } = parseArgs(
    process.argv.slice(2),
  )
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('No build in dist/: run "npm run build" first.')
  }
  const { origins, close } = await startServers({ againstItself })
  let measured
  let calibration
  const prerendered = []
  try {
    for (const route of routes) {
      if (report.isPrerendered(await servedHtml(origins.site, route))) {
        prerendered.push(route)
      }
    }
    calibration = await calibrate(`${origins.floor}/`, (message) =>
      process.stderr.write(`bench: ${message}\n`),
    )
    process.stderr.write(
      `bench: benchmarkIndex ${calibration.benchmarkIndex} ` +
        `(${calibration.readings.map(Math.round).join(', ')}), CPU slowdown ` +
        `${calibration.cpuSlowdownMultiplier}\n`,
    )
    measured = await measure(origins, { routes, maxRounds })
  } finally {
    await close()
  }

  const { summaries } = measured
  let firstLhr
  for (const route of routes) {
    const median = report.pickMedianRun(measured.siteLhrs.get(route))
    firstLhr ??= median
    if (!againstItself && complete) {
      const name = path.join(OUT_DIR, slug(route))
      writeFileSync(`${name}.report.json`, JSON.stringify(median, null, 2))
      writeFileSync(`${name}.report.html`, generateReport(median, 'html'))
    }
  }

  const verdict = report.judge(summaries)
  const run = {
    kind,
    againstItself,
    date: new Date().toISOString(),
    build: buildId(),
    maxRounds,
    prerendered,
    machine: {
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      cores: os.availableParallelism(),
      ramBytes: os.totalmem(),
      os: osName(),
      node: process.version,
      chromium: chromiumVersionOf(CHROMIUM_PATH, firstLhr),
      lighthouse: firstLhr?.lighthouseVersion ?? 'unknown',
    },
    calibration,
    summaries,
    verdict,
  }
  const file = path.join(OUT_DIR, 'results.md')
  if (complete) {
    const name = `${kind}${againstItself ? '-against-itself' : ''}.json`
    mkdirSync(RUNS_DIR, { recursive: true })
    await writeFormatted(path.join(RUNS_DIR, name), JSON.stringify(run), 'json')
    await writeFormatted(
      file,
      report.renderMarkdown(keptRuns(), extraSections()),
      'markdown',
    )
  }

  const text = await prettier.format(report.renderRun(run).join('\n'), {
    parser: 'markdown',
  })
  console.log(`\n${text}`)
  console.log(
    complete
      ? `\nWrote ${file}.`
      : '\nA look at some routes or rounds: bench/results.md is left as it was.',
  )
  return verdict.pass
}

/** The browser's own answer, else the version in the Lighthouse user agent. */
function chromiumVersionOf(chromePath, lhr) {
  try {
    const out = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const version = /[\d]+(?:\.[\d]+){2,}/.exec(out)?.[0]
    if (version) return version
  } catch {
    // Fall through to the user agent.
  }
  return report.chromiumVersion(lhr?.environment.hostUserAgent ?? '')
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error) => {
    console.error(`bench: ${error instanceof Error ? error.stack : error}`)
    process.exit(2)
  },
)
