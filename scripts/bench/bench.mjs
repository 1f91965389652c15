// `npm run bench`: Lighthouse mobile at a CPU slowdown calibrated to this
// machine, on the production build beside its floor (the prerendered pages
// with every script removed) and a plain SPA (the app shell for every route),
// interleaved, median of 3; checks the budgets of DESIGN.md section 9, keeps
// the run in bench/runs/ and writes bench/results.md from the runs of this
// build. Exits 1 when a budget is missed. Decision 030.
//
//   node scripts/bench/bench.mjs                 every route, 3 runs each
//   node scripts/bench/bench.mjs /games --runs=1 a quick look while fixing things
//   node scripts/bench/bench.mjs --against-itself
//                                          the bench's own noise: a second
//                                          copy of the floor in the site's
//                                          place, judged as the site is
//                                          (decision 050); records nothing
//
// Not part of `npm test`: it is a benchmark, and it takes a while. The median
// Lighthouse reports of the site land in bench/ as JSON and HTML
// (git-ignored) for the details.
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

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.mjs'
import { prepareVariants } from './benchVariants.mjs'

// Paint holding keeps the previous page on screen until the next one paints.
// Headless Chromium here holds after Lighthouse's about:blank start until its
// timeout on some runs (first paint at 1.2 s or 2.2 s instead of 0.2 s, even
// for our HTML with no CSS or JS): noise that is not the page's. Decision 023.
const CHROME_FLAGS = [
  '--headless=new',
  '--disable-features=PaintHolding',
  ...CHROMIUM_FLAGS,
]
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
  let runs = report.RUNS_PER_ROUTE
  let againstItself = false
  const routes = []
  for (const arg of argv) {
    if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length))
    else if (arg === '--against-itself') againstItself = true
    else if (arg.startsWith('/')) routes.push(arg)
    else throw new Error(`Unknown argument "${arg}"`)
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be ≥ 1')
  return {
    runs,
    againstItself,
    routes: routes.length > 0 ? routes : [...report.ROUTES],
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
const VARIANTS_DIR = path.join(OUT_DIR, '.variants')

async function runLighthouse(url, chromePath, settings) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...settings,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

/**
 * Loads `url` once in a fresh Chromium and keeps what Lighthouse gathered
 * (trace, network log, the benchmarkIndex it measured first) in a new
 * folder, for `auditGathered`. Simulated throttling loads the page
 * unthrottled: the CPU slowdown plays no part until the audit.
 */
async function gatherRun(url, chromePath, settings) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-run-'))
  const chrome = await chromeLauncher.launch({
    chromePath,
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

/**
 * The machine's benchmarkIndex, the median of a few short Lighthouse runs
 * (it is measured at the start of every run), and the CPU slowdown that makes
 * this machine the reference mid-tier phone.
 */
async function calibrate(url, chromePath) {
  const readings = []
  for (let run = 1; run <= report.CALIBRATION_RUNS; run++) {
    process.stderr.write(
      `bench: calibrating ${run}/${report.CALIBRATION_RUNS}…\n`,
    )
    const lhr = await runLighthouse(url, chromePath, {
      onlyAudits: ['first-contentful-paint'],
    })
    readings.push(lhr.environment.benchmarkIndex)
  }
  const benchmarkIndex = Math.round(report.median(readings))
  return {
    readings,
    benchmarkIndex,
    cpuSlowdownMultiplier: report.cpuSlowdownFor(benchmarkIndex),
  }
}

/**
 * `runs` rounds over every route; in each, the route's site, floor and SPA
 * one after the other, the order rotating between rounds so that no build
 * always runs first or last. Returns the runs of each route and build.
 */
async function measure(origins, { routes, runs, chromePath, calibration }) {
  const settings = {
    onlyCategories: report.CATEGORIES.map((category) => category.id),
    throttling: {
      ...constants.throttling.mobileSlow4G,
      cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier,
    },
  }
  const ids = report.VARIANTS.map((variant) => variant.id)
  /** @type {Map<string, Record<string, object[]>>} */
  const lhrs = new Map(
    routes.map((route) => [
      route,
      Object.fromEntries(ids.map((id) => [id, []])),
    ]),
  )
  for (let round = 0; round < runs; round++) {
    const order = ids.map((_, i) => ids[(i + round) % ids.length])
    for (const route of routes) {
      // The route's site, floor and SPA are loaded one after the other and
      // audited at one slowdown, from the median of the three benchmarkIndex
      // readings taken as they loaded: the same phone for the three, and
      // the machine's speed of that minute (decision 044).
      const gathered = []
      for (const id of order) {
        process.stderr.write(
          `bench: ${route} ${id} run ${round + 1}/${runs}…\n`,
        )
        gathered.push({
          id,
          run: await gatherRun(origins[id] + route, chromePath, settings),
        })
      }
      const multiplier = report.cpuSlowdownFor(
        report.median(gathered.map(({ run }) => run.benchmarkIndex)),
      )
      for (const { id, run } of gathered) {
        const lhr = await auditGathered(run, settings, multiplier)
        warn(`${route} ${id} run ${round + 1}/${runs}`, lhr)
        lhrs.get(route)[id].push(lhr)
      }
    }
  }
  return lhrs
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

/** Every kept run of this build, this one included. */
function runsOfBuild(build) {
  mkdirSync(RUNS_DIR, { recursive: true })
  return readdirSync(RUNS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(RUNS_DIR, file), 'utf8')))
    .filter((kept) => kept.build === build)
}

async function writeFormatted(file, text, parser) {
  const options = (await prettier.resolveConfig(file)) ?? {}
  writeFileSync(file, await prettier.format(text, { ...options, parser }))
}

async function main() {
  const { runs, routes, againstItself } = parseArgs(process.argv.slice(2))
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('No build in dist/: run "npm run build" first.')
  }
  const chromePath = CHROMIUM_PATH
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
    calibration = await calibrate(`${origins.floor}/`, chromePath)
    process.stderr.write(
      `bench: benchmarkIndex ${calibration.benchmarkIndex} ` +
        `(${calibration.readings.map(Math.round).join(', ')}), CPU slowdown ` +
        `${calibration.cpuSlowdownMultiplier}\n`,
    )
    measured = await measure(origins, { routes, runs, chromePath, calibration })
  } finally {
    await close()
  }

  mkdirSync(RUNS_DIR, { recursive: true })
  const summaries = []
  let firstLhr
  for (const route of routes) {
    const byVariant = measured.get(route)
    const summary = { route }
    for (const { id } of report.VARIANTS) {
      summary[id] = report.summarize(byVariant[id])
    }
    const median = report.pickMedianRun(byVariant.site)
    firstLhr ??= median
    if (!againstItself) {
      const name = path.join(OUT_DIR, slug(route))
      writeFileSync(`${name}.report.json`, JSON.stringify(median, null, 2))
      writeFileSync(`${name}.report.html`, generateReport(median, 'html'))
    }
    summaries.push(summary)
  }

  const verdict = report.judge(summaries)
  const date = new Date().toISOString()
  const run = {
    date,
    build: buildId(),
    runs,
    prerendered,
    machine: {
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      cores: os.availableParallelism(),
      ramBytes: os.totalmem(),
      os: osName(),
      node: process.version,
      chromium: chromiumVersionOf(chromePath, firstLhr),
      lighthouse: firstLhr?.lighthouseVersion ?? 'unknown',
    },
    calibration,
    summaries,
    verdict,
  }
  // A run of only some routes is a look while fixing things, not a record;
  // nor is the floor measured against itself.
  const complete =
    !againstItself &&
    routes.length === report.ROUTES.length &&
    runs === report.RUNS_PER_ROUTE
  const file = path.join(OUT_DIR, 'results.md')
  if (complete) {
    await writeFormatted(
      path.join(RUNS_DIR, `${date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(run),
      'json',
    )
    await writeFormatted(
      file,
      report.renderMarkdown(runsOfBuild(run.build)),
      'markdown',
    )
  }

  const text = await prettier.format(
    [
      report.renderTable(summaries),
      '',
      report.renderComparison(summaries),
    ].join('\n'),
    { parser: 'markdown' },
  )
  if (againstItself) {
    console.log(
      '\nAgainst itself: "site" below is a second copy of the floor, the ' +
        'same bytes served beside it. Every budget it misses is noise, but ' +
        "the floor's own LCP, which is measured as always.",
    )
  }
  console.log(`\n${text}`)
  console.log(report.renderVerdict(verdict).join('\n'))
  console.log(
    complete
      ? `\nWrote ${file} and the median reports in ${OUT_DIR}/.`
      : `\n${againstItself ? 'The floor against itself' : 'A partial run'}: bench/results.md is left as it was.`,
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
