// `npm run bench`: Lighthouse 12 mobile defaults, median of 3 runs, on the
// production build served by `vite preview`; checks the budgets of DESIGN.md
// section 9 and writes bench/results.md. Exits 1 when a budget is missed.
//
//   node scripts/bench.mjs                 every route, 3 runs each
//   node scripts/bench.mjs /games --runs=1 a quick look while fixing things
//
// Not part of `npm test`: it is a benchmark, and its timings depend on the
// machine. The median Lighthouse reports land in bench/ as JSON and HTML
// (git-ignored) for the details.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport } from 'lighthouse'
import * as prettier from 'prettier'
import { preview, runnerImport } from 'vite'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

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
const { module: report } = await runnerImport('./scripts/benchReport.ts', {
  configFile: false,
  logLevel: 'error',
})

function parseArgs(argv) {
  let runs = report.RUNS_PER_ROUTE
  const routes = []
  for (const arg of argv) {
    if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length))
    else if (arg.startsWith('/')) routes.push(arg)
    else throw new Error(`Unknown argument "${arg}"`)
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be ≥ 1')
  return { runs, routes: routes.length > 0 ? routes : [...report.ROUTES] }
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

async function runLighthouse(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: report.CATEGORIES.map((category) => category.id),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

/** Lighthouse `runs` times per route, one after the other; the medians. */
async function measure(origin, { routes, runs, chromePath }) {
  // What vite preview serves decides this: it answers /gotras with
  // dist/gotras.html (dist/gotras/index.html only for /gotras/), and with the
  // SPA shell dist/index.html when neither exists.
  const prerendered = []
  for (const route of routes) {
    if (report.isPrerendered(await servedHtml(origin, route))) {
      prerendered.push(route)
    }
  }
  mkdirSync(OUT_DIR, { recursive: true })
  const summaries = []
  let firstLhr
  for (const route of routes) {
    const lhrs = []
    for (let run = 1; run <= runs; run++) {
      process.stderr.write(`bench: ${route} run ${run}/${runs}…\n`)
      const lhr = await runLighthouse(origin + route, chromePath)
      if (lhr.runtimeError) {
        process.stderr.write(
          `bench: ${route} run ${run}: ${lhr.runtimeError.code} ` +
            `${lhr.runtimeError.message}\n`,
        )
      }
      for (const warning of lhr.runWarnings ?? []) {
        process.stderr.write(`bench: ${route} run ${run}: ${warning}\n`)
      }
      lhrs.push(lhr)
    }
    const median = report.pickMedianRun(lhrs)
    firstLhr ??= median
    const name = path.join(OUT_DIR, slug(route))
    writeFileSync(`${name}.report.json`, JSON.stringify(median, null, 2))
    writeFileSync(`${name}.report.html`, generateReport(median, 'html'))
    summaries.push(report.summarize(route, median, lhrs))
  }
  return { prerendered, summaries, firstLhr }
}

function slug(route) {
  return route === '/'
    ? 'home'
    : route.replace(/^\/|\/$/g, '').replace(/\//g, '-')
}

async function main() {
  const { runs, routes } = parseArgs(process.argv.slice(2))
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('No build in dist/: run "npm run build" first.')
  }
  const chromePath = CHROMIUM_PATH

  const server = await preview({
    logLevel: 'warn',
    // The address the build's canonical links use when VITE_SITE_URL is unset
    // (a canonical on another origin fails Lighthouse's SEO audit).
    preview: {
      host: 'localhost',
      port: BENCH_PORT,
      strictPort: true,
      open: false,
    },
  })
  let measured
  try {
    const address = server.httpServer.address()
    if (!address || typeof address === 'string') {
      throw new Error('vite preview did not report a port')
    }
    measured = await measure(`http://localhost:${address.port}`, {
      routes,
      runs,
      chromePath,
    })
  } finally {
    await server.close()
  }
  const { prerendered, summaries, firstLhr } = measured

  const verdict = report.judge(summaries)
  const machine = {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    ramBytes: os.totalmem(),
    os: osName(),
    node: process.version,
    chromium: chromiumVersionOf(chromePath, firstLhr),
    lighthouse: firstLhr?.lighthouseVersion ?? 'unknown',
    benchmarkIndex: firstLhr?.environment.benchmarkIndex ?? null,
  }
  const markdown = report.renderMarkdown({
    date: new Date(),
    runs,
    prerendered,
    machine,
    summaries,
    verdict,
  })
  // Prettier aligns the table, so `npm run lint` accepts the committed file.
  const options = (await prettier.resolveConfig('bench/results.md')) ?? {}
  const file = path.join(OUT_DIR, 'results.md')
  writeFileSync(
    file,
    await prettier.format(markdown, { ...options, filepath: file }),
  )

  const table = await prettier.format(report.renderTable(summaries), {
    parser: 'markdown',
  })
  console.log(`\n${table}`)
  console.log(report.renderVerdict(verdict).join('\n'))
  console.log(`\nWrote ${file} and the median reports in ${OUT_DIR}/.`)
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
