// The pure half of `npm run bench`: pick the median Lighthouse run, read the
// numbers we budget, judge them against DESIGN.md section 9 and render the
// report. scripts/bench/bench.mjs does the serving, the browser and the files.
import {
  computeMedianRun,
  filterToValidRuns,
} from 'lighthouse/core/lib/median-run.js'

/** The routes DESIGN.md section 9 budgets: every content page and the games. */
export const ROUTES = [
  '/',
  '/gotras',
  '/gotra/kashyapa',
  '/vasavi-story',
  '/games',
  '/coloring',
  '/traditions',
  // The Telugu edition (issue 16, decision 032): its own font and content.
  '/te',
  '/te/vasavi-story',
  '/te/games',
] as const
export const RUNS_PER_ROUTE = 3
/** Lighthouse runs whose benchmarkIndex calibrates the CPU slowdown. */
export const CALIBRATION_RUNS = 3

/**
 * The benchmarkIndex of the desktop Lighthouse's 4x slowdown was tuned on:
 * a CPU slowed down by `index / 440` is the same mid-tier phone whatever the
 * machine (DESIGN.md section 9).
 */
export const REFERENCE_BENCHMARK_INDEX = 440

/** The CPU slowdown that makes a machine of this index a mid-tier phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) {
    throw new Error(`No usable benchmarkIndex (${benchmarkIndex}).`)
  }
  return Math.round((benchmarkIndex / REFERENCE_BENCHMARK_INDEX) * 100) / 100
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const CATEGORIES = [
  { id: 'performance', title: 'Performance' },
  { id: 'accessibility', title: 'Accessibility' },
  { id: 'best-practices', title: 'Best Practices' },
  { id: 'seo', title: 'SEO' },
] as const
export type CategoryId = (typeof CATEGORIES)[number]['id']

/** What each route is measured as, interleaved in one bench run. */
export const VARIANTS = [
  { id: 'site', title: 'site' },
  { id: 'floor', title: 'floor (no JS)' },
  { id: 'spa', title: 'plain SPA' },
] as const
export type VariantId = (typeof VARIANTS)[number]['id']

/**
 * The budgets of DESIGN.md section 9, on the median of the runs at the
 * calibrated CPU: scores for the site, loading as ratios to the route's own
 * floor measured in the same run.
 */
export const BUDGETS = {
  minScore: {
    performance: 95,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  },
  maxLcpOverFloor: 1.1,
  maxTbtOverFloorMs: 50,
  maxCls: 0.02,
  maxFloorLcpMs: 1600,
} as const satisfies {
  minScore: Record<CategoryId, number>
  maxLcpOverFloor: number
  maxTbtOverFloorMs: number
  maxCls: number
  maxFloorLcpMs: number
}

export type Calibration = {
  /** benchmarkIndex of each calibration run. */
  readings: number[]
  benchmarkIndex: number
  cpuSlowdownMultiplier: number
}

/** How the numbers were taken, for the report. */
export function renderMethod(
  runs: number,
  prerendered: readonly string[],
  calibration: Calibration,
) {
  const pages =
    prerendered.length === 0
      ? 'none (every route is rendered in the browser)'
      : prerendered.map((route) => `\`${route}\``).join(', ')
  return [
    'Lighthouse mobile (simulated throttling: 150 ms RTT, 1.6 Mbps; Moto G ' +
      'Power screen) with the CPU slowdown calibrated to this machine ' +
      'round by round: ' +
      `\`cpuSlowdownMultiplier = benchmarkIndex / ${REFERENCE_BENCHMARK_INDEX}\`, ` +
      'the benchmarkIndex being the median of the three Lighthouse measured ' +
      "as it loaded the route's site, floor and SPA of that round, which are " +
      'then audited at that one slowdown (the pages are loaded unthrottled ' +
      'and the slowdown applied in the simulation; decision 044). Before the ' +
      `bench the machine read ${calibration.benchmarkIndex} (median of ` +
      `${calibration.readings.length} runs: ` +
      `${calibration.readings.map(Math.round).join(', ')}), ` +
      `${calibration.cpuSlowdownMultiplier}×. ` +
      'Categories Performance, Accessibility, Best Practices and SEO.',
    '',
    `Each route is measured ${runs} ${runs === 1 ? 'time' : 'times'} in ` +
      'three builds, interleaved (site, floor, plain SPA, then the next ' +
      'route; the order rotates between rounds): the **site**; its ' +
      "**floor**, the route's own prerendered HTML with every script " +
      'removed; and a **plain SPA**, the app shell (`404.html`) answered ' +
      'for the route, rendered in the browser. All three are copies of the ' +
      'same `dist/`, served gzipped by `vite preview`. Figures are each ' +
      "metric's median over the runs. A fresh headless Chromium for every " +
      'run, with paint holding off (`--disable-features=PaintHolding`, ' +
      'decision 023).',
    '',
    `Routes prerendered in this build: ${pages}.`,
  ]
}

/** True when the page's HTML already carries the rendered app in #root. */
export function isPrerendered(html: string): boolean {
  return /<div id="root"[^>]*>\s*<(?!\/div>)/.test(html)
}

/** The parts of a Lighthouse result (LH.Result) that the bench reads. */
export type LhrAudit = {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
  details?: { type?: string; items?: unknown[] }
}
export type Lhr = {
  lighthouseVersion: string
  finalDisplayedUrl: string
  environment: { hostUserAgent: string; benchmarkIndex: number }
  configSettings: { throttling: { cpuSlowdownMultiplier: number } }
  runtimeError?: { code: string; message: string }
  categories: Partial<
    Record<
      string,
      {
        id: string
        title: string
        score: number | null
        auditRefs: { id: string; weight: number }[]
      }
    >
  >
  audits: Partial<Record<string, LhrAudit>>
}

export type FailingAudit = {
  id: string
  title: string
  score: number | null
  /** The audit's share of the category score; 0 for diagnostics. */
  weight: number
  displayValue?: string
}

/** One build of one route: each metric's median over its runs. */
export type VariantSummary = {
  /** 0-100, or null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptTransferBytes: number
  /** The audits short of full marks in the run nearest the median. */
  failingAudits: Record<CategoryId, FailingAudit[]>
  /** Every run, in the order they ran. */
  runs: RunFigures[]
}

export type RouteSummary = {
  route: string
  site: VariantSummary
  floor: VariantSummary
  spa: VariantSummary
}

/** The figures of one run that vary most between runs of the same build. */
export type RunFigures = {
  performance: number | null
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  benchmarkIndex: number
  /** The CPU slowdown the run was audited at (absent in runs before decision 044). */
  cpuSlowdownMultiplier?: number
}

export type BudgetFailure = {
  route: string
  budget: string
  actual: string
  limit: string
  audits: FailingAudit[]
}
export type Verdict = { pass: boolean; failures: BudgetFailure[] }

export type Machine = {
  cpu: string
  cores: number
  ramBytes: number
  os: string
  node: string
  chromium: string
  lighthouse: string
}

// Lighthouse types these with its global LH.Result; the bench only needs the
// audits they read, so let them keep whatever result type they are given.
const validRuns = filterToValidRuns as unknown as <T>(runs: T[]) => T[]
const medianRun = computeMedianRun as unknown as <T>(runs: T[]) => T

/** The run closest to the median FCP and TTI, as Lighthouse CI picks it. */
export function pickMedianRun<T extends Lhr>(runs: readonly T[]): T {
  const valid = validRuns([...runs])
  if (valid.length === 0) {
    throw new Error('No Lighthouse run measured both FCP and TTI.')
  }
  return medianRun(valid)
}

const NOT_SCORED = new Set(['informative', 'notApplicable', 'manual'])

/**
 * The audits of a category that did not get full marks: those that weigh on
 * the score first, then the worst. An audit Lighthouse could not run
 * ("error") counts as failing.
 */
export function failingAudits(lhr: Lhr, categoryId: string): FailingAudit[] {
  const category = lhr.categories[categoryId]
  if (!category) return []
  const failing: FailingAudit[] = []
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id]
    if (!audit || NOT_SCORED.has(audit.scoreDisplayMode)) continue
    if (audit.scoreDisplayMode === 'error' || (audit.score ?? 1) < 1) {
      failing.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      })
    }
  }
  return failing.sort(
    (a, b) => b.weight - a.weight || (a.score ?? -1) - (b.score ?? -1),
  )
}

function numeric(lhr: Lhr, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN
}

type NetworkItem = { resourceType?: string; transferSize?: number }

/** Bytes on the wire (compressed) of every script the page loaded. */
export function scriptTransferBytes(lhr: Lhr): number {
  const items = (lhr.audits['network-requests']?.details?.items ??
    []) as NetworkItem[]
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
}

function categoryScore(lhr: Lhr, id: string): number | null {
  const score = lhr.categories[id]?.score
  return typeof score === 'number' ? Math.round(score * 100) : null
}

function runFigures(lhr: Lhr): RunFigures {
  return {
    performance: categoryScore(lhr, 'performance'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  }
}

/** A score's median over runs; null when a run could not score it. */
function medianScore(runs: readonly Lhr[], id: string): number | null {
  const scores = runs.map((lhr) => categoryScore(lhr, id))
  return scores.some((score) => score === null)
    ? null
    : Math.round(median(scores as number[]))
}

/**
 * One build of a route over its runs: the median of each score and metric,
 * and the failing audits of the run Lighthouse would call the median.
 */
export function summarize(runs: readonly Lhr[]): VariantSummary {
  if (runs.length === 0) throw new Error('No Lighthouse run to summarize.')
  const typical = pickMedianRun(runs)
  const scores = {} as Record<CategoryId, number | null>
  const failing = {} as Record<CategoryId, FailingAudit[]>
  for (const { id } of CATEGORIES) {
    scores[id] = medianScore(runs, id)
    failing[id] = failingAudits(typical, id)
  }
  const of = (auditId: string) =>
    median(runs.map((lhr) => numeric(lhr, auditId)))
  return {
    scores,
    fcpMs: of('first-contentful-paint'),
    lcpMs: of('largest-contentful-paint'),
    tbtMs: of('total-blocking-time'),
    cls: of('cumulative-layout-shift'),
    scriptTransferBytes: median(runs.map(scriptTransferBytes)),
    failingAudits: failing,
    runs: runs.map(runFigures),
  }
}

/** The site's LCP as a multiple of its floor's. */
export const lcpOverFloor = (summary: RouteSummary) =>
  summary.site.lcpMs / summary.floor.lcpMs
/** The main-thread blocking the site adds to its floor's. */
export const tbtOverFloorMs = (summary: RouteSummary) =>
  summary.site.tbtMs - summary.floor.tbtMs

export const formatSeconds = (ms: number) =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a'
export const formatMs = (ms: number) =>
  Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a'
export const formatCls = (cls: number) =>
  Number.isFinite(cls) ? cls.toFixed(3) : 'n/a'
/** kB = 1000 bytes, as Vite and size-limit count. */
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const formatScore = (score: number | null) =>
  score === null ? 'n/a' : String(score)

export const formatRatio = (ratio: number) =>
  Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a'
export const formatSignedMs = (ms: number) =>
  Number.isFinite(ms)
    ? `${ms < 0 ? '−' : '+'}${Math.abs(Math.round(ms))} ms`
    : 'n/a'

/** Every budget a route misses; NaN (not measured) counts as a miss. */
export function judge(summaries: readonly RouteSummary[]): Verdict {
  const failures: BudgetFailure[] = []
  for (const summary of summaries) {
    const { route, site, floor } = summary
    for (const { id, title } of CATEGORIES) {
      const score = site.scores[id]
      const min = BUDGETS.minScore[id]
      if (score === null || score < min) {
        failures.push({
          route,
          budget: title,
          actual: formatScore(score),
          limit: min === 100 ? '= 100' : `≥ ${min}`,
          audits: site.failingAudits[id],
        })
      }
    }
    const checks = [
      [
        'LCP ÷ floor LCP',
        lcpOverFloor(summary),
        BUDGETS.maxLcpOverFloor,
        formatRatio,
      ],
      [
        'TBT over the floor',
        tbtOverFloorMs(summary),
        BUDGETS.maxTbtOverFloorMs,
        formatSignedMs,
      ],
      ['CLS', site.cls, BUDGETS.maxCls, formatCls],
      ["The floor's LCP", floor.lcpMs, BUDGETS.maxFloorLcpMs, formatSeconds],
    ] as const
    for (const [budget, value, max, format] of checks) {
      if (!(value <= max)) {
        failures.push({
          route,
          budget,
          actual: format(value),
          limit: `≤ ${budget === 'CLS' ? String(max) : format(max)}`,
          audits: [],
        })
      }
    }
  }
  return { pass: failures.length === 0, failures }
}

type Row = readonly (string | number)[]
const line = (cells: Row) => `| ${cells.join(' | ')} |`
function table(header: Row, rows: readonly Row[]): string {
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join(
    '\n',
  )
}

export const TABLE_HEADER = [
  'Route',
  ...CATEGORIES.map((category) => category.title),
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'JS transferred',
] as const

/** The site's own figures, one row a route. */
export function renderTable(summaries: readonly RouteSummary[]): string {
  return table(
    TABLE_HEADER,
    summaries.map(({ route, site }) => [
      `\`${route}\``,
      ...CATEGORIES.map(({ id }) => formatScore(site.scores[id])),
      formatSeconds(site.fcpMs),
      formatSeconds(site.lcpMs),
      formatMs(site.tbtMs),
      formatCls(site.cls),
      formatKb(site.scriptTransferBytes),
    ]),
  )
}

export const COMPARISON_HEADER = [
  'Route',
  'Build',
  'Performance',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'LCP ÷ floor',
  'TBT − floor',
] as const

/** The site beside its floor and the plain SPA, with the budgeted ratios. */
export function renderComparison(summaries: readonly RouteSummary[]): string {
  const rows = summaries.flatMap((summary) =>
    VARIANTS.map(({ id, title }) => {
      const variant = summary[id]
      return [
        `\`${summary.route}\``,
        title,
        formatScore(variant.scores.performance),
        formatSeconds(variant.fcpMs),
        formatSeconds(variant.lcpMs),
        formatMs(variant.tbtMs),
        formatCls(variant.cls),
        formatRatio(variant.lcpMs / summary.floor.lcpMs),
        formatSignedMs(variant.tbtMs - summary.floor.tbtMs),
      ]
    }),
  )
  return table(COMPARISON_HEADER, rows)
}

/**
 * Every run's figures, so the spread between runs of the same build is on
 * record next to the medians.
 */
export function renderRuns(summaries: readonly RouteSummary[]): string {
  const header = [
    'Route',
    'Build',
    'Run',
    'Performance',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'benchmarkIndex',
    'CPU slowdown',
  ]
  const rows = summaries.flatMap((summary) =>
    VARIANTS.flatMap(({ id, title }) =>
      summary[id].runs.map((run, index) => [
        `\`${summary.route}\``,
        title,
        index + 1,
        formatScore(run.performance),
        formatSeconds(run.fcpMs),
        formatSeconds(run.lcpMs),
        formatMs(run.tbtMs),
        formatCls(run.cls),
        Math.round(run.benchmarkIndex),
        run.cpuSlowdownMultiplier === undefined
          ? '—'
          : `${run.cpuSlowdownMultiplier}×`,
      ]),
    ),
  )
  return table(header, rows)
}

/** Plain-text lines for the terminal and the report: what failed and why. */
export function renderVerdict(verdict: Verdict): string[] {
  if (verdict.pass) return ['PASS: every route is within every budget.']
  const lines = [`FAIL: ${verdict.failures.length} budget(s) missed.`]
  for (const failure of verdict.failures) {
    lines.push(
      `- \`${failure.route}\` ${failure.budget}: ${failure.actual} ` +
        `(budget ${failure.limit})`,
    )
    for (const audit of failure.audits) {
      const facts = [
        audit.score === null ? 'error' : `score ${audit.score}`,
        ...(audit.displayValue ? [audit.displayValue] : []),
      ]
      lines.push(`  - \`${audit.id}\` (${facts.join(', ')}): ${audit.title}`)
    }
  }
  return lines
}

/** "HeadlessChrome/156.0.7000.1" in the user agent -> "156.0.7000.1". */
export function chromiumVersion(userAgent: string): string {
  return /(?:Chrome|Chromium)\/([\d.]+)/.exec(userAgent)?.[1] ?? 'unknown'
}

export function renderMachine(machine: Machine): string[] {
  const gib = (machine.ramBytes / 1024 ** 3).toFixed(1)
  return [
    `- CPU: ${machine.cpu}, ${machine.cores} cores`,
    `- RAM: ${gib} GiB`,
    `- OS: ${machine.os}`,
    `- Node: ${machine.node}`,
    `- Chromium: ${machine.chromium}`,
    `- Lighthouse: ${machine.lighthouse}`,
  ]
}

/** One bench run: what `npm run bench` keeps in bench/runs/. */
export type Report = {
  date: string
  /** The last commit that changed what the build is made from (bench.mjs), with "+changes" for a dirty tree. */
  build: string
  runs: number
  prerendered: readonly string[]
  machine: Machine
  calibration: Calibration
  summaries: readonly RouteSummary[]
  verdict: Verdict
}

const BUDGET_TEXT =
  `Performance ≥ ${BUDGETS.minScore.performance}; Accessibility, Best ` +
  'Practices and SEO = 100; LCP ≤ ' +
  `${formatRatio(BUDGETS.maxLcpOverFloor)} the floor's LCP; TBT ≤ the ` +
  `floor's + ${BUDGETS.maxTbtOverFloorMs} ms; CLS ≤ ${BUDGETS.maxCls}; ` +
  `the floor's own LCP ≤ ${formatSeconds(BUDGETS.maxFloorLcpMs)}.`

/** One run's section of bench/results.md. */
export function renderRun(report: Report, heading: string): string[] {
  return [
    `## ${heading}: ${report.verdict.pass ? 'PASS' : 'FAIL'}`,
    '',
    `Date: ${report.date}. Build: \`${report.build}\`. benchmarkIndex ` +
      `${report.calibration.benchmarkIndex} before the bench ` +
      `(${report.calibration.cpuSlowdownMultiplier}×); each round at its own.`,
    '',
    '### Machine',
    '',
    ...renderMachine(report.machine),
    '',
    '### Method',
    '',
    ...renderMethod(report.runs, report.prerendered, report.calibration),
    '',
    '### The site',
    '',
    'JS transferred: compressed bytes of every script request (kB = 1000 B).',
    '',
    renderTable(report.summaries),
    '',
    '### Beside the floor and a plain SPA',
    '',
    renderComparison(report.summaries),
    '',
    '### Every run',
    '',
    renderRuns(report.summaries),
    '',
    '### Verdict',
    '',
    ...renderVerdict(report.verdict),
    '',
  ]
}

/**
 * bench/results.md: the runs of one build, newest first, so that two
 * separate runs of the same build stand side by side.
 */
export function renderMarkdown(reports: readonly Report[]): string {
  const newestFirst = [...reports].sort((a, b) => b.date.localeCompare(a.date))
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (scripts/bench/bench.mjs) from the runs kept in ' +
      '`bench/runs/`; DESIGN.md section 9 sets the budgets and decision 030 ' +
      'the method.',
    '',
    `Budgets (median of the runs, at the calibrated CPU): ${BUDGET_TEXT}`,
    '',
    ...newestFirst.flatMap((report, index) =>
      renderRun(report, `Run ${newestFirst.length - index}`),
    ),
  ].join('\n')
}
