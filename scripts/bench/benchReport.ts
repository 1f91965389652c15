// The pure half of `npm run bench`: read the numbers we budget from the
// Lighthouse results, judge them by confidence interval (benchInterval.ts,
// decision 055) against docs/architecture.md#performance-budgets, and render the report.
// scripts/bench/bench.mjs does the serving, the browser and the files.
import {
  computeMedianRun,
  filterToValidRuns,
} from 'lighthouse/core/lib/median-run.js'

import {
  differenceInterval,
  type Interval,
  MAX_ROUNDS,
  meanInterval,
  MIN_ROUNDS,
  ratioInterval,
  shouldStop,
  type Verdict as IntervalVerdict,
  verdict as verdictOf,
} from './benchInterval'

/** The routes docs/architecture.md#performance-budgets budgets: every content page and the games. */
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
/** `--quick`: three routes, a lower cap, for use while working. */
export const QUICK_ROUTES = ['/', '/games', '/te'] as const
export const QUICK_MAX_ROUNDS = 8
export { MAX_ROUNDS, MIN_ROUNDS }
/** Lighthouse runs whose benchmarkIndex calibrates the CPU slowdown. */
export const CALIBRATION_RUNS = 3

/**
 * The benchmarkIndex of the desktop Lighthouse's 4x slowdown was tuned on:
 * a CPU slowed down by `index / 440` is the same mid-tier phone whatever the
 * machine (docs/architecture.md#performance-budgets).
 */
export const REFERENCE_BENCHMARK_INDEX = 440

/** The CPU slowdown that makes a machine of this index a mid-tier phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) {
    throw new Error(`No usable benchmarkIndex (${benchmarkIndex}).`)
  }
  // Never faster than the machine: a reading below the reference (a stall
  // during the benchmark) leaves the CPU as it is.
  return Math.max(
    1,
    Math.round((benchmarkIndex / REFERENCE_BENCHMARK_INDEX) * 100) / 100,
  )
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

export type Calibration = {
  /** benchmarkIndex of each calibration run. */
  readings: number[]
  benchmarkIndex: number
  cpuSlowdownMultiplier: number
}

/** What each route is measured as, interleaved in one bench run. */
export const VARIANTS = [
  { id: 'site', title: 'site' },
  { id: 'floor', title: 'floor (no JS)' },
] as const
export type VariantId = (typeof VARIANTS)[number]['id']

/**
 * The budgets of docs/architecture.md#performance-budgets, each judged by the 95 % interval of
 * the site against its floor measured in the same rounds.
 */
export const BUDGETS = {
  /** Accessibility, Best Practices and SEO: the median score. */
  minScore: { accessibility: 100, 'best-practices': 100, seo: 100 },
  /** Simulated throttling; the ratio of the geometric means. */
  maxLcpOverFloor: 1.1,
  /** DevTools throttling (the CPU really slowed); the difference of the means. */
  maxTbtOverFloorMs: 100,
  /** The site's mean CLS. */
  maxCls: 0.02,
} as const

/** The figures of one round of one build: a simulated and a DevTools load. */
export type RunFigures = {
  performance: number | null
  fcpMs: number
  lcpMs: number
  /** TBT of the simulated load: shown, not judged (decision 047). */
  simulatedTbtMs: number
  /** TBT of the load under DevTools throttling: judged. */
  tbtMs: number
  cls: number
  benchmarkIndex: number
  cpuSlowdownMultiplier: number
}

/** One build of one route over its rounds. */
export type VariantSummary = {
  /** Median of each category score over the simulated loads (0-100). */
  scores: Record<CategoryId, number | null>
  scriptTransferBytes: number
  /** The audits short of full marks in the run nearest the median. */
  failingAudits: Record<CategoryId, FailingAudit[]>
  /** Every round, in the order they ran. */
  runs: RunFigures[]
}

export type RouteSummary = {
  route: string
  site: VariantSummary
  floor: VariantSummary
}

function categoryScore(lhr: Lhr, id: string): number | null {
  const score = lhr.categories[id]?.score
  return typeof score === 'number' ? Math.round(score * 100) : null
}

/** One round's figures from its simulated and its DevTools-throttled load. */
export function runFigures(simulated: Lhr, devtools: Lhr): RunFigures {
  return {
    performance: categoryScore(simulated, 'performance'),
    fcpMs: numeric(simulated, 'first-contentful-paint'),
    lcpMs: numeric(simulated, 'largest-contentful-paint'),
    simulatedTbtMs: numeric(simulated, 'total-blocking-time'),
    tbtMs: numeric(devtools, 'total-blocking-time'),
    cls: numeric(simulated, 'cumulative-layout-shift'),
    benchmarkIndex: simulated.environment.benchmarkIndex,
    cpuSlowdownMultiplier:
      simulated.configSettings.throttling.cpuSlowdownMultiplier,
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
 * One build of a route: `simulated[i]` and `devtools[i]` are the two loads
 * of round i.
 */
export function summarize(
  simulated: readonly Lhr[],
  devtools: readonly Lhr[],
): VariantSummary {
  if (simulated.length === 0) throw new Error('No Lighthouse run to summarize.')
  if (simulated.length !== devtools.length) {
    throw new Error('Every round needs a simulated and a DevTools load.')
  }
  const typical = pickMedianRun(simulated)
  const scores = {} as Record<CategoryId, number | null>
  const failing = {} as Record<CategoryId, FailingAudit[]>
  for (const { id } of CATEGORIES) {
    scores[id] = medianScore(simulated, id)
    failing[id] = failingAudits(typical, id)
  }
  return {
    scores,
    scriptTransferBytes: median(simulated.map(scriptTransferBytes)),
    failingAudits: failing,
    runs: simulated.map((lhr, i) => runFigures(lhr, devtools[i]!)),
  }
}

const figures = (variant: VariantSummary, key: keyof RunFigures) =>
  variant.runs.map((run): number => run[key] ?? Number.NaN)

/** The median of one figure over a build's rounds. */
export const medianOf = (variant: VariantSummary, key: keyof RunFigures) =>
  median(figures(variant, key))

export type Check = {
  route: string
  budget: string
  /** How the interval and the limit are written. */
  unit: 'ratio' | 'ms' | 'cls' | 'score'
  interval: Interval
  limit: number
  verdict: IntervalVerdict
  audits: FailingAudit[]
}

/** The interval checks of a route: the ones the stop rule waits for. */
export function intervalChecks(summary: RouteSummary): Check[] {
  const { route, site, floor } = summary
  const check = (
    budget: string,
    unit: Check['unit'],
    interval: Interval,
    limit: number,
  ): Check => ({
    route,
    budget,
    unit,
    interval,
    limit,
    verdict: verdictOf(interval, limit),
    audits: [],
  })
  return [
    check(
      'LCP ÷ floor',
      'ratio',
      ratioInterval(figures(site, 'lcpMs'), figures(floor, 'lcpMs')),
      BUDGETS.maxLcpOverFloor,
    ),
    check(
      'TBT − floor',
      'ms',
      differenceInterval(figures(site, 'tbtMs'), figures(floor, 'tbtMs')),
      BUDGETS.maxTbtOverFloorMs,
    ),
    check('CLS', 'cls', meanInterval(figures(site, 'cls')), BUDGETS.maxCls),
  ]
}

/** Every check of a route: the intervals, then the category scores. */
export function routeChecks(summary: RouteSummary): Check[] {
  const scoreChecks = (
    Object.entries(BUDGETS.minScore) as [CategoryId, number][]
  ).map(([id, min]): Check => {
    const score = summary.site.scores[id]
    const value = score ?? Number.NaN
    return {
      route: summary.route,
      budget: CATEGORIES.find((category) => category.id === id)!.title,
      unit: 'score',
      interval: { estimate: value, low: value, high: value },
      limit: min,
      verdict: score !== null && score >= min ? 'met' : 'missed',
      audits:
        score !== null && score >= min ? [] : summary.site.failingAudits[id],
    }
  })
  return [...intervalChecks(summary), ...scoreChecks]
}

/** Whether a route needs no more rounds (the stop rule of benchInterval). */
export function routeDone(
  summary: RouteSummary,
  maxRounds: number = MAX_ROUNDS,
): boolean {
  return shouldStop(
    summary.site.runs.length,
    intervalChecks(summary).map((check) => check.verdict),
    { max: maxRounds },
  )
}

export type Verdict = {
  /** False only when a budget is missed. */
  pass: boolean
  checks: Check[]
}

export function judge(summaries: readonly RouteSummary[]): Verdict {
  const checks = summaries.flatMap(routeChecks)
  return { pass: checks.every((check) => check.verdict !== 'missed'), checks }
}

/** "1.02× [0.99, 1.05]", "+12 ms [−30, +54]". */
export function formatInterval(check: Pick<Check, 'unit' | 'interval'>) {
  const { estimate, low, high } = check.interval
  const bound = (value: number) =>
    Number.isFinite(value) ? value : value < 0 ? '−∞' : '+∞'
  switch (check.unit) {
    case 'ratio':
      return `${formatRatio(estimate)} [${fmt(low, (v) => v.toFixed(2))}, ${fmt(high, (v) => v.toFixed(2))}]`
    case 'ms':
      return `${formatSignedMs(estimate)} [${fmt(low, signed)}, ${fmt(high, signed)}]`
    case 'cls':
      return `${formatCls(estimate)} [${fmt(low, (v) => v.toFixed(3))}, ${fmt(high, (v) => v.toFixed(3))}]`
    case 'score':
      return formatScore(Number.isNaN(estimate) ? null : estimate)
  }
  function fmt(value: number, format: (v: number) => string) {
    const b = bound(value)
    return typeof b === 'string' ? b : format(b)
  }
}
const signed = (ms: number) =>
  `${ms < 0 ? '−' : '+'}${Math.abs(Math.round(ms))}`

const formatLimit = (check: Check) =>
  check.unit === 'ratio'
    ? `≤ ${formatRatio(check.limit)}`
    : check.unit === 'ms'
      ? `≤ ${formatSignedMs(check.limit)}`
      : check.unit === 'cls'
        ? `≤ ${check.limit}`
        : check.limit === 100
          ? '= 100'
          : `≥ ${check.limit}`

type Row = readonly (string | number)[]
const line = (cells: Row) => `| ${cells.join(' | ')} |`
function table(header: Row, rows: readonly Row[]): string {
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join(
    '\n',
  )
}

export const VERDICT_HEADER = [
  'Route',
  'Rounds',
  'LCP ÷ floor, 95 % CI (≤ 1.10×)',
  'Verdict',
  'TBT − floor, 95 % CI (≤ +100 ms)',
  'Verdict',
  'CLS, 95 % CI (≤ 0.02)',
  'Verdict',
  'A11y / BP / SEO',
] as const

/** One row a route: each budget's interval and verdict. */
export function renderVerdictTable(summaries: readonly RouteSummary[]): string {
  return table(
    VERDICT_HEADER,
    summaries.map((summary) => {
      const [lcp, tbt, cls, ...scores] = routeChecks(summary)
      return [
        `\`${summary.route}\``,
        summary.site.runs.length,
        formatInterval(lcp!),
        lcp!.verdict,
        formatInterval(tbt!),
        tbt!.verdict,
        formatInterval(cls!),
        cls!.verdict,
        scores
          .map((check) => `${formatInterval(check)} ${check.verdict}`)
          .join(' / '),
      ]
    }),
  )
}

export const FIGURES_HEADER = [
  'Route',
  'Build',
  'Performance',
  'FCP',
  'LCP',
  'TBT (DevTools)',
  'TBT (simulated)',
  'CLS',
  'JS transferred',
] as const

/** The medians of site and floor, for reading beside the intervals. */
export function renderFigures(summaries: readonly RouteSummary[]): string {
  const rows = summaries.flatMap((summary) =>
    VARIANTS.map(({ id, title }) => {
      const variant = summary[id]
      return [
        `\`${summary.route}\``,
        title,
        formatScore(variant.scores.performance),
        formatSeconds(medianOf(variant, 'fcpMs')),
        formatSeconds(medianOf(variant, 'lcpMs')),
        formatMs(medianOf(variant, 'tbtMs')),
        formatMs(medianOf(variant, 'simulatedTbtMs')),
        formatCls(medianOf(variant, 'cls')),
        formatKb(variant.scriptTransferBytes),
      ]
    }),
  )
  return table(FIGURES_HEADER, rows)
}

/** Every round of every build of every route, so the spread is on record. */
export function renderRuns(summaries: readonly RouteSummary[]): string {
  const header = [
    'Route',
    'Build',
    'Round',
    'LCP',
    'TBT (DevTools)',
    'TBT (simulated)',
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
        formatSeconds(run.lcpMs),
        formatMs(run.tbtMs),
        formatMs(run.simulatedTbtMs),
        formatCls(run.cls),
        Math.round(run.benchmarkIndex),
        `${run.cpuSlowdownMultiplier}×`,
      ]),
    ),
  )
  return table(header, rows)
}

/** Plain-text lines for the terminal and the report. */
export function renderVerdict(verdict: Verdict): string[] {
  const count = (v: IntervalVerdict) =>
    verdict.checks.filter((check) => check.verdict === v).length
  const lines = [
    `${verdict.pass ? 'PASS' : 'FAIL'}: ${count('met')} met, ` +
      `${count('unresolved')} unresolved, ${count('missed')} missed ` +
      '(only "missed" fails).',
  ]
  for (const check of verdict.checks) {
    if (check.verdict === 'met') continue
    lines.push(
      `- \`${check.route}\` ${check.budget}: ${formatInterval(check)} ` +
        `(budget ${formatLimit(check)}): ${check.verdict}`,
    )
    for (const audit of check.audits) {
      const facts = [
        audit.score === null ? 'error' : `score ${audit.score}`,
        ...(audit.displayValue ? [audit.displayValue] : []),
      ]
      lines.push(`  - \`${audit.id}\` (${facts.join(', ')}): ${audit.title}`)
    }
  }
  return lines
}

/** What a bench run was. */
export type RunKind = 'full' | 'quick'

/** One bench run: what `npm run bench` keeps in bench/runs/. */
export type Report = {
  kind: RunKind
  /** A second copy of the floor in the site's place (the method's own noise). */
  againstItself: boolean
  date: string
  /** The last commit that changed what the build is made from (bench.mjs), with "+changes" for a dirty tree. */
  build: string
  maxRounds: number
  prerendered: readonly string[]
  machine: Machine
  calibration: Calibration
  summaries: readonly RouteSummary[]
  verdict: Verdict
}

/** How the numbers were taken, for the report. */
export function renderMethod(report: Report): string[] {
  const { calibration } = report
  return [
    'Each round loads, for every route still open, its **site** and its ' +
      "**floor** (the route's own prerendered HTML with every script " +
      'removed), the order alternating between rounds; each load twice, ' +
      'in a fresh headless Chromium (paint holding off, decision 023): ' +
      'once under Lighthouse mobile simulated throttling (150 ms RTT, ' +
      '1.6 Mbps) for LCP, CLS and the category scores, and once under ' +
      'DevTools throttling (the CPU really slowed through the protocol, ' +
      "Lighthouse's mobile network for that method) for TBT. The CPU " +
      `slowdown is \`benchmarkIndex / ${REFERENCE_BENCHMARK_INDEX}\`, from ` +
      "the median of the round's simulated loads (decision 044); before " +
      `the bench the machine read ${calibration.benchmarkIndex} ` +
      `(${calibration.readings.map(Math.round).join(', ')}), ` +
      `${calibration.cpuSlowdownMultiplier}×.`,
    '',
    'Verdicts by 95 % confidence interval (decision 055): TBT − floor is ' +
      "Welch's interval of the difference of the means; LCP ÷ floor the " +
      'interval of the difference of the logarithms, exponentiated (the ' +
      'ratio of the geometric means); CLS the interval of the mean. A ' +
      'budget is **met** when the whole interval is inside it, **missed** ' +
      'when wholly outside, **unresolved** when the cap is reached with the ' +
      'interval across it; only "missed" fails. A route stops once each of ' +
      `its intervals is on one side of its budget (at least ${MIN_ROUNDS} ` +
      `rounds), or at ${report.maxRounds} rounds.`,
    '',
    `Routes prerendered in this build: ${
      report.prerendered.length === 0
        ? 'none'
        : report.prerendered.map((route) => `\`${route}\``).join(', ')
    }.`,
  ]
}

export function runTitle(report: Report): string {
  const scope = report.kind === 'quick' ? 'Quick run' : 'Run of record'
  return report.againstItself ? `${scope}, the floor against itself` : scope
}

/** One run's section of bench/results.md. */
export function renderRun(report: Report): string[] {
  return [
    `## ${runTitle(report)}: ${report.verdict.pass ? 'PASS' : 'FAIL'}`,
    '',
    `Date: ${report.date}. Build: \`${report.build}\`. benchmarkIndex ` +
      `${report.calibration.benchmarkIndex} before the bench ` +
      `(${report.calibration.cpuSlowdownMultiplier}×); each round at its own.` +
      (report.againstItself
        ? ' "site" is a second copy of the floor, the same bytes: any ' +
          '"missed" here would be the method\'s own noise.'
        : ''),
    '',
    '### Verdicts',
    '',
    renderVerdictTable(report.summaries),
    '',
    ...renderVerdict(report.verdict),
    '',
    '### Medians',
    '',
    'JS transferred: compressed bytes of every script request (kB = 1000 B).',
    '',
    renderFigures(report.summaries),
    '',
    '### Method',
    '',
    ...renderMethod(report),
    '',
    '### Machine',
    '',
    ...renderMachine(report.machine),
    '',
    '### Every round',
    '',
    renderRuns(report.summaries),
    '',
  ]
}

const ORDER = (report: Report) =>
  (report.kind === 'full' ? 0 : 2) + (report.againstItself ? 1 : 0)

/**
 * bench/results.md: the kept runs (the run of record and the floor against
 * itself, then the quick ones), and `extra` (the table of earlier runs).
 */
export function renderMarkdown(reports: readonly Report[], extra = ''): string {
  const sorted = [...reports].sort(
    (a, b) => ORDER(a) - ORDER(b) || b.date.localeCompare(a.date),
  )
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (scripts/bench/bench.mjs) from the runs kept in ' +
      '`bench/runs/` (the newest of each kind); docs/architecture.md#performance-budgets sets the ' +
      'budgets and decision 055 the method. `npm run bench:first-action` ' +
      'and `npm run bench:interactions` write their own sections below.',
    '',
    ...sorted.flatMap(renderRun),
    extra,
  ].join('\n')
}
