import { describe, expect, it } from 'vitest'

import {
  type Calibration,
  chromiumVersion,
  cpuSlowdownFor,
  failingAudits,
  formatInterval,
  formatKb,
  intervalChecks,
  isPrerendered,
  judge,
  type Lhr,
  type LhrAudit,
  type Machine,
  median,
  pickMedianRun,
  renderMarkdown,
  renderVerdictTable,
  type Report,
  routeDone,
  type RouteSummary,
  summarize,
  VERDICT_HEADER,
} from './benchReport'
import { withoutScripts } from './benchVariants.mjs'

type Metrics = {
  fcp?: number
  tti?: number
  lcp?: number
  tbt?: number
  cls?: number
}

function metric(id: string, numericValue: number | undefined): LhrAudit {
  return {
    id,
    title: id,
    score: 1,
    scoreDisplayMode: 'numeric',
    ...(numericValue === undefined ? {} : { numericValue }),
  }
}

function fakeLhr(metrics: Metrics = {}, extraAudits: LhrAudit[] = []): Lhr {
  const { fcp = 1000, tti = 2000, lcp = 1500, tbt = 40, cls = 0.01 } = metrics
  const audits: Record<string, LhrAudit> = {
    'first-contentful-paint': metric('first-contentful-paint', fcp),
    interactive: metric('interactive', tti),
    'largest-contentful-paint': metric('largest-contentful-paint', lcp),
    'total-blocking-time': metric('total-blocking-time', tbt),
    'cumulative-layout-shift': metric('cumulative-layout-shift', cls),
    'network-requests': {
      id: 'network-requests',
      title: 'Network Requests',
      score: null,
      scoreDisplayMode: 'informative',
      details: {
        type: 'table',
        items: [
          { resourceType: 'Document', transferSize: 5_000 },
          { resourceType: 'Script', transferSize: 120_000 },
          { resourceType: 'Script', transferSize: 30_500 },
          { resourceType: 'Font', transferSize: 40_000 },
        ],
      },
    },
  }
  for (const audit of extraAudits) audits[audit.id] = audit
  const category = (id: string, score: number, refs: LhrAudit[] = []) => ({
    id,
    title: id,
    score,
    auditRefs: refs.map((audit) => ({ id: audit.id, weight: 1 })),
  })
  return {
    lighthouseVersion: '12.8.2',
    finalDisplayedUrl: 'http://127.0.0.1:4173/',
    environment: {
      hostUserAgent: 'Mozilla/5.0 HeadlessChrome/156.0.8078.79 Safari/537.36',
      benchmarkIndex: 2900,
    },
    configSettings: { throttling: { cpuSlowdownMultiplier: 6.59 } },
    categories: {
      performance: category('performance', 0.99),
      accessibility: category('accessibility', 1, extraAudits),
      'best-practices': category('best-practices', 1),
      seo: category('seo', 1),
    },
    audits,
  }
}

/** A route whose site and floor ran these rounds (simulated LCP, DevTools TBT). */
function route(
  path: string,
  site: { lcp: number[]; tbt: number[]; cls?: number },
  floor: { lcp: number[]; tbt: number[] },
): RouteSummary {
  const of = (runs: { lcp: number[]; tbt: number[]; cls?: number }) =>
    summarize(
      runs.lcp.map((lcp) => fakeLhr({ lcp, cls: runs.cls ?? 0 })),
      runs.tbt.map((tbt) => fakeLhr({ tbt })),
    )
  return { route: path, site: of(site), floor: of(floor) }
}

const FLOOR = { lcp: [1500, 1520, 1480], tbt: [10, 0, 25] }
const GOOD = route('/', { lcp: [1510, 1500, 1490], tbt: [20, 35, 0] }, FLOOR)

const MACHINE: Machine = {
  cpu: 'AMD EPYC',
  cores: 2,
  ramBytes: 8 * 1024 ** 3,
  os: 'Debian GNU/Linux 12 (bookworm)',
  node: 'v20.20.2',
  chromium: '156.0.8078.79',
  lighthouse: '12.8.2',
}

const CALIBRATION: Calibration = {
  readings: [1210.4, 1320, 1190],
  benchmarkIndex: 1210,
  cpuSlowdownMultiplier: 2.75,
}

describe('calibration', () => {
  it('slows the CPU by benchmarkIndex / 440, to two decimals', () => {
    expect(cpuSlowdownFor(1760)).toBe(4)
    expect(cpuSlowdownFor(1210)).toBe(2.75)
    expect(cpuSlowdownFor(3800)).toBe(8.64)
    // A stalled reading below the reference never speeds the page up.
    expect(cpuSlowdownFor(405)).toBe(1)
  })

  it('refuses an index Lighthouse did not measure', () => {
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmarkIndex/)
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/)
  })

  it('takes medians of odd and even counts, ignoring NaN', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([Number.NaN, 5])).toBe(5)
    expect(median([])).toBeNaN()
  })
})

describe('pickMedianRun', () => {
  it('picks the run nearest the median FCP and TTI', () => {
    const fast = fakeLhr({ fcp: 800, tti: 1500 })
    const middle = fakeLhr({ fcp: 1000, tti: 2000 })
    const slow = fakeLhr({ fcp: 1900, tti: 4000 })
    expect(pickMedianRun([slow, fast, middle])).toBe(middle)
  })

  it('refuses when no run is valid', () => {
    const broken = fakeLhr()
    delete broken.audits.interactive
    expect(() => pickMedianRun([broken])).toThrow(/FCP and TTI/)
  })
})

describe('summarize', () => {
  it('pairs each simulated load with its DevTools load, and takes medians of the scores', () => {
    const simulated = [
      fakeLhr({ lcp: 1780, tbt: 300, cls: 0.02 }),
      fakeLhr({ lcp: 1500, tbt: 20, cls: 0 }),
      fakeLhr({ lcp: 2400, tbt: 90, cls: 0.01 }),
    ]
    simulated[2]!.categories.performance!.score = 0.9
    simulated[0]!.categories.performance!.score = 0.97
    const devtools = [5, 0, 60].map((tbt) => fakeLhr({ tbt }))
    const summary = summarize(simulated, devtools)
    expect(summary.runs.map((run) => run.lcpMs)).toEqual([1780, 1500, 2400])
    expect(summary.runs.map((run) => run.tbtMs)).toEqual([5, 0, 60])
    expect(summary.runs.map((run) => run.simulatedTbtMs)).toEqual([300, 20, 90])
    expect(summary.scores).toEqual({
      performance: 97,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    })
    // Only the two Script requests: 120 000 + 30 500 bytes.
    expect(summary.scriptTransferBytes).toBe(150_500)
  })

  it('refuses a round without its DevTools load', () => {
    expect(() => summarize([fakeLhr(), fakeLhr()], [fakeLhr()])).toThrow(
      /DevTools/,
    )
  })

  it('keeps a category Lighthouse could not score as null', () => {
    const lhr = fakeLhr()
    lhr.categories.seo!.score = null
    expect(
      summarize([lhr, fakeLhr()], [fakeLhr(), fakeLhr()]).scores.seo,
    ).toBeNull()
  })
})

describe('failingAudits', () => {
  it('lists audits short of full marks, skipping ones that do not apply', () => {
    const lhr = fakeLhr({}, [
      {
        id: 'color-contrast',
        title: 'Contrast',
        score: 0,
        scoreDisplayMode: 'binary',
      },
      {
        id: 'image-alt',
        title: 'Alt text',
        score: 1,
        scoreDisplayMode: 'binary',
      },
      {
        id: 'video-caption',
        title: 'Captions',
        score: null,
        scoreDisplayMode: 'notApplicable',
      },
      {
        id: 'label',
        title: 'Labels',
        score: null,
        scoreDisplayMode: 'error',
      },
    ])
    expect(failingAudits(lhr, 'accessibility').map((a) => a.id)).toEqual([
      'label',
      'color-contrast',
    ])
    expect(failingAudits(lhr, 'no-such-category')).toEqual([])
  })
})

describe('judge, by interval', () => {
  it('meets every budget of a site as quick as its floor', () => {
    const verdict = judge([GOOD])
    expect(verdict.pass).toBe(true)
    expect(
      verdict.checks.map((check) => [check.budget, check.verdict]),
    ).toEqual([
      ['LCP ÷ floor', 'met'],
      ['TBT − floor', 'met'],
      ['CLS', 'met'],
      ['Accessibility', 'met'],
      ['Best Practices', 'met'],
      ['SEO', 'met'],
    ])
  })

  it('misses TBT when the DevTools loads block well beyond the floor + 100 ms', () => {
    const slow = route(
      '/te',
      { lcp: [1510, 1500, 1490], tbt: [480, 420, 510] },
      FLOOR,
    )
    const verdict = judge([slow])
    expect(verdict.pass).toBe(false)
    const tbt = verdict.checks.find((check) => check.budget === 'TBT − floor')!
    expect(tbt.verdict).toBe('missed')
    expect(tbt.interval.low).toBeGreaterThan(100)
  })

  it('leaves a noisy TBT unresolved, which does not fail the run', () => {
    const noisy = route(
      '/',
      { lcp: [1510, 1500, 1490], tbt: [0, 300, 40] },
      FLOOR,
    )
    const verdict = judge([noisy])
    expect(verdict.checks[1]!.verdict).toBe('unresolved')
    expect(verdict.pass).toBe(true)
  })

  it('judges LCP as a ratio to the floor, and misses a fifth slower', () => {
    const slow = route(
      '/games',
      { lcp: [1800, 1830, 1790], tbt: [0, 0, 0] },
      FLOOR,
    )
    const [lcp] = intervalChecks(slow)
    expect(lcp!.interval.estimate).toBeCloseTo(1.2, 1)
    expect(lcp!.verdict).toBe('missed')
  })

  it('misses CLS and a category score, with the failing audits', () => {
    const shifted = route(
      '/',
      { lcp: [1500, 1500, 1500], tbt: [0, 0, 0], cls: 0.1 },
      FLOOR,
    )
    shifted.site.scores.accessibility = 96
    shifted.site.failingAudits.accessibility = [
      { id: 'color-contrast', title: 'Contrast', score: 0, weight: 7 },
    ]
    const verdict = judge([shifted])
    const missed = verdict.checks.filter((check) => check.verdict === 'missed')
    expect(missed.map((check) => check.budget)).toEqual([
      'CLS',
      'Accessibility',
    ])
    expect(missed[1]!.audits.map((audit) => audit.id)).toEqual([
      'color-contrast',
    ])
  })
})

describe('the stop rule on a route', () => {
  it('stops a clear route after three rounds and never before', () => {
    const two = route(
      '/',
      { lcp: [1500, 1510], tbt: [0, 5] },
      { lcp: [1500, 1490], tbt: [0, 10] },
    )
    expect(routeDone(two)).toBe(false)
    expect(routeDone(GOOD)).toBe(true)
  })

  it('runs on while an interval crosses its budget, up to the cap', () => {
    const noisy = route(
      '/',
      { lcp: [1510, 1500, 1490], tbt: [0, 300, 40] },
      FLOOR,
    )
    expect(routeDone(noisy)).toBe(false)
    expect(routeDone(noisy, 3)).toBe(true)
  })
})

describe('formatInterval', () => {
  it('writes the estimate and the bounds in the unit of the budget', () => {
    expect(
      formatInterval({
        unit: 'ratio',
        interval: { estimate: 1.02, low: 0.987, high: 1.054 },
      }),
    ).toBe('1.02× [0.99, 1.05]')
    expect(
      formatInterval({
        unit: 'ms',
        interval: { estimate: -12.4, low: -80, high: 55.6 },
      }),
    ).toBe('−12 ms [−80, +56]')
    expect(
      formatInterval({
        unit: 'ms',
        interval: {
          estimate: 5,
          low: Number.NEGATIVE_INFINITY,
          high: Number.POSITIVE_INFINITY,
        },
      }),
    ).toBe('+5 ms [−∞, +∞]')
  })
})

describe('renderMarkdown', () => {
  const slowTe = route(
    '/te',
    { lcp: [1510, 1500, 1490], tbt: [480, 420, 510] },
    FLOOR,
  )
  const report = (
    kind: Report['kind'],
    againstItself: boolean,
    summaries: RouteSummary[],
  ): Report => ({
    kind,
    againstItself,
    date: '2026-11-27T18:00:00.000Z',
    build: 'abc1234',
    maxRounds: kind === 'quick' ? 8 : 12,
    prerendered: ['/', '/te'],
    machine: MACHINE,
    calibration: CALIBRATION,
    summaries,
    verdict: judge(summaries),
  })
  const markdown = renderMarkdown(
    [
      report('quick', false, [GOOD, slowTe]),
      report('full', true, [GOOD]),
      report('full', false, [GOOD]),
    ],
    '## Earlier runs\n',
  )

  it('puts the run of record first, the floor against itself beside it, then the quick runs and the earlier ones', () => {
    const at = (text: string) => markdown.indexOf(text)
    expect(at('## Run of record: PASS')).toBeGreaterThan(0)
    expect(
      at('## Run of record, the floor against itself: PASS'),
    ).toBeGreaterThan(at('## Run of record: PASS'))
    expect(at('## Quick run: FAIL')).toBeGreaterThan(
      at('## Run of record, the floor against itself'),
    )
    expect(at('## Earlier runs')).toBeGreaterThan(at('## Quick run: FAIL'))
  })

  it('shows each route with its intervals and verdicts, and why a run failed', () => {
    expect(markdown).toContain(`| ${VERDICT_HEADER.join(' | ')} |`)
    expect(renderVerdictTable([GOOD])).toMatch(
      /\| `\/` \| 3 \| 1\.00× \[[\d.]+, [\d.]+\] \| met \|/,
    )
    expect(markdown).toMatch(
      /- `\/te` TBT − floor: \+458 ms \[\+\d+, \+\d+\] \(budget ≤ \+100 ms\): missed/,
    )
    expect(markdown).toContain('(only "missed" fails)')
    expect(markdown).toContain('benchmarkIndex 1210 before the bench (2.75×)')
    expect(markdown).toContain('- CPU: AMD EPYC, 2 cores')
    expect(markdown).toContain('Routes prerendered in this build: `/`, `/te`.')
  })
})

describe('small helpers', () => {
  it('tells a prerendered page from an empty SPA shell', () => {
    expect(isPrerendered('<body><div id="root"></div></body>')).toBe(false)
    expect(isPrerendered('<div id="root">\n  </div>')).toBe(false)
    expect(isPrerendered('<div id="root"><header class="x">')).toBe(true)
  })

  it('reads the Chromium version from a user agent', () => {
    expect(chromiumVersion(MACHINE.chromium)).toBe('unknown')
    expect(
      chromiumVersion('Mozilla/5.0 (X11) HeadlessChrome/156.0.8078.79 Safari'),
    ).toBe('156.0.8078.79')
  })

  it('counts kilobytes as 1000 bytes', () => {
    expect(formatKb(177_600)).toBe('177.6 kB')
  })

  it('takes every script out of the floor, and only scripts', () => {
    const page =
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">' +
      '<link rel="stylesheet" href="/assets/i.css">' +
      '<script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '</head><body><div id="root"><h1>Hi</h1></div>' +
      '<script>window.x = "</div>"</script></body>'
    expect(withoutScripts(page)).toBe(
      '<head><link rel="stylesheet" href="/assets/i.css">' +
        '</head><body><div id="root"><h1>Hi</h1></div></body>',
    )
  })
})
