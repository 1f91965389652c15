// The pure half of `npm run bench`: pick the median Lighthouse run, read the
// numbers we budget, judge them against DESIGN.md section 9 and render the
// report. scripts/bench.mjs does the serving, the browser and the files.
import {
  computeMedianRun,
  filterToValidRuns,
} from 'lighthouse/core/lib/median-run.js'

export const ROUTES = ['/', '/gotras', '/vasavi-story', '/games'] as const
export const RUNS_PER_ROUTE = 3

export const CATEGORIES = [
  { id: 'performance', title: 'Performance' },
  { id: 'accessibility', title: 'Accessibility' },
  { id: 'best-practices', title: 'Best Practices' },
  { id: 'seo', title: 'SEO' },
] as const
export type CategoryId = (typeof CATEGORIES)[number]['id']

/** Lower bounds for the category scores (0-100) and upper bounds for metrics. */
export const BUDGETS = {
  minScore: {
    performance: 95,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  },
  maxLcpMs: 2000,
  maxTbtMs: 150,
  maxCls: 0.05,
} as const satisfies {
  minScore: Record<CategoryId, number>
  maxLcpMs: number
  maxTbtMs: number
  maxCls: number
}

/** How the numbers were taken, for the report. */
export function renderMethod(runs: number, prerendered: readonly string[]) {
  const pages =
    prerendered.length === 0
      ? 'none (every route is rendered in the browser)'
      : prerendered.map((route) => `\`${route}\``).join(', ')
  return [
    'Lighthouse mobile defaults (simulated throttling: 150 ms RTT, 1.6 Mbps, ' +
      '4x CPU slowdown; Moto G Power screen), categories Performance, ' +
      `Accessibility, Best Practices and SEO; median of ${runs} sequential ` +
      `${runs === 1 ? 'run' : 'runs'} per route` +
      ", picked with Lighthouse's own `computeMedianRun`; a " +
      'fresh headless Chromium for every run, with paint holding off ' +
      '(`--disable-features=PaintHolding`, decision 023); the production build in ' +
      '`dist/` served gzipped by `vite preview`.',
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

export type RouteSummary = {
  route: string
  /** 0-100, or null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptTransferBytes: number
  failingAudits: Record<CategoryId, FailingAudit[]>
  /** Every run of the route, in the order they ran (the median is one). */
  runs: RunFigures[]
}

/** The figures of one run that vary most between runs of the same build. */
export type RunFigures = {
  performance: number | null
  fcpMs: number
  lcpMs: number
  tbtMs: number
  benchmarkIndex: number
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
  benchmarkIndex: number | null
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

function runFigures(lhr: Lhr): RunFigures {
  const score = lhr.categories.performance?.score
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** The route's figures from its median run; `runs` are all of its runs. */
export function summarize(
  route: string,
  lhr: Lhr,
  runs: readonly Lhr[] = [lhr],
): RouteSummary {
  const scores = {} as Record<CategoryId, number | null>
  const failing = {} as Record<CategoryId, FailingAudit[]>
  for (const { id } of CATEGORIES) {
    const score = lhr.categories[id]?.score
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null
    failing[id] = failingAudits(lhr, id)
  }
  return {
    route,
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptTransferBytes: scriptTransferBytes(lhr),
    failingAudits: failing,
    runs: runs.map(runFigures),
  }
}

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

/** Every budget a route misses; NaN (not measured) counts as a miss. */
export function judge(summaries: readonly RouteSummary[]): Verdict {
  const failures: BudgetFailure[] = []
  for (const summary of summaries) {
    const { route } = summary
    for (const { id, title } of CATEGORIES) {
      const score = summary.scores[id]
      const min = BUDGETS.minScore[id]
      if (score === null || score < min) {
        failures.push({
          route,
          budget: title,
          actual: formatScore(score),
          limit: min === 100 ? '= 100' : `≥ ${min}`,
          audits: summary.failingAudits[id],
        })
      }
    }
    const metrics = [
      ['LCP', summary.lcpMs, BUDGETS.maxLcpMs, formatSeconds],
      ['TBT', summary.tbtMs, BUDGETS.maxTbtMs, formatMs],
      ['CLS', summary.cls, BUDGETS.maxCls, formatCls],
    ] as const
    for (const [budget, value, max, format] of metrics) {
      if (!(value <= max)) {
        const limit = `≤ ${budget === 'CLS' ? String(max) : format(max)}`
        failures.push({
          route,
          budget,
          actual: format(value),
          limit,
          audits: [],
        })
      }
    }
  }
  return { pass: failures.length === 0, failures }
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

export function tableRow(summary: RouteSummary): string[] {
  return [
    `\`${summary.route}\``,
    ...CATEGORIES.map(({ id }) => formatScore(summary.scores[id])),
    formatSeconds(summary.fcpMs),
    formatSeconds(summary.lcpMs),
    formatMs(summary.tbtMs),
    formatCls(summary.cls),
    formatKb(summary.scriptTransferBytes),
  ]
}

export function renderTable(summaries: readonly RouteSummary[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [
    line(TABLE_HEADER),
    line(TABLE_HEADER.map(() => '---')),
    ...summaries.map((summary) => line(tableRow(summary))),
  ].join('\n')
}

/**
 * Every run's performance figures, so the spread between runs of the same
 * build is on record next to the medians.
 */
export function renderRuns(summaries: readonly RouteSummary[]): string {
  const line = (cells: readonly (string | number)[]) =>
    `| ${cells.join(' | ')} |`
  const header = [
    'Route',
    'Run',
    'Performance',
    'FCP',
    'LCP',
    'TBT',
    'benchmarkIndex',
  ]
  const rows = summaries.flatMap(({ route, runs }) =>
    runs.map((run, index) =>
      line([
        `\`${route}\``,
        index + 1,
        formatScore(run.performance),
        formatSeconds(run.fcpMs),
        formatSeconds(run.lcpMs),
        formatMs(run.tbtMs),
        Math.round(run.benchmarkIndex),
      ]),
    ),
  )
  return [line(header), line(header.map(() => '---')), ...rows].join('\n')
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
    ...(machine.benchmarkIndex === null
      ? []
      : [`- Lighthouse benchmarkIndex: ${Math.round(machine.benchmarkIndex)}`]),
  ]
}

export type Report = {
  date: Date
  runs: number
  prerendered: readonly string[]
  machine: Machine
  summaries: readonly RouteSummary[]
  verdict: Verdict
}

export function renderMarkdown(report: Report): string {
  const budgets =
    `Performance ≥ ${BUDGETS.minScore.performance}; Accessibility, Best ` +
    `Practices and SEO = 100; LCP ≤ ${formatSeconds(BUDGETS.maxLcpMs)}; ` +
    `TBT ≤ ${formatMs(BUDGETS.maxTbtMs)}; CLS ≤ ${BUDGETS.maxCls}.`
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (scripts/bench.mjs); DESIGN.md section 9 ' +
      'sets the budgets.',
    '',
    `Date: ${report.date.toISOString()}`,
    '',
    '## Machine',
    '',
    ...renderMachine(report.machine),
    '',
    '## Method',
    '',
    ...renderMethod(report.runs, report.prerendered),
    '',
    `Budgets: ${budgets}`,
    '',
    'JS transferred: compressed bytes of every script request (kB = 1000 B).',
    '',
    '## Results',
    '',
    renderTable(report.summaries),
    '',
    '## Every run',
    '',
    "The results above are each route's median run. Runs of the same " +
      'build differ, TBT most of all; every run is listed here.',
    '',
    renderRuns(report.summaries),
    '',
    '## Verdict',
    '',
    ...renderVerdict(report.verdict),
    '',
  ].join('\n')
}
