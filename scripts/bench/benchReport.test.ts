import { describe, expect, it } from 'vitest'

import {
  BUDGETS,
  type Calibration,
  chromiumVersion,
  COMPARISON_HEADER,
  cpuSlowdownFor,
  failingAudits,
  formatKb,
  isPrerendered,
  judge,
  type Lhr,
  type LhrAudit,
  type Machine,
  median,
  pickMedianRun,
  renderComparison,
  renderMarkdown,
  renderRuns,
  renderTable,
  renderVerdict,
  type Report,
  type RouteSummary,
  summarize,
  TABLE_HEADER,
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

/** A route whose site, floor and SPA each ran once with these metrics. */
function route(
  path: string,
  site: Metrics = {},
  floor: Metrics = { lcp: 1450, tbt: 20 },
  spa: Metrics = { fcp: 2000, lcp: 2600, tbt: 300 },
): RouteSummary {
  return {
    route: path,
    site: summarize([fakeLhr(site)]),
    floor: summarize([fakeLhr(floor)]),
    spa: summarize([fakeLhr(spa)]),
  }
}

const GOOD = route('/')

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
  it('takes the median of each metric and score over the runs', () => {
    const runs = [
      fakeLhr({ lcp: 1780, tbt: 300, cls: 0.02 }),
      fakeLhr({ lcp: 1500, tbt: 20, cls: 0 }),
      fakeLhr({ lcp: 2400, tbt: 90, cls: 0.01 }),
    ]
    runs[2]!.categories.performance!.score = 0.9
    runs[0]!.categories.performance!.score = 0.97
    const summary = summarize(runs)
    expect(summary.lcpMs).toBe(1780)
    expect(summary.tbtMs).toBe(90)
    expect(summary.cls).toBe(0.01)
    expect(summary.scores).toEqual({
      performance: 97,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    })
    // Only the two Script requests: 120 000 + 30 500 bytes.
    expect(summary.scriptTransferBytes).toBe(150_500)
    expect(summary.runs.map((run) => run.tbtMs)).toEqual([300, 20, 90])
  })

  it('keeps a category Lighthouse could not score as null', () => {
    const lhr = fakeLhr()
    lhr.categories.seo!.score = null
    expect(summarize([lhr, fakeLhr()]).scores.seo).toBeNull()
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

describe('judge', () => {
  it('passes a route inside every budget, at the limits too', () => {
    const atLimits = route(
      '/gotras',
      { lcp: 1400 * BUDGETS.maxLcpOverFloor, tbt: 100 + 50, cls: 0.02 },
      { lcp: 1400, tbt: 100 },
    )
    atLimits.site.scores.performance = BUDGETS.minScore.performance
    expect(judge([GOOD, atLimits])).toEqual({ pass: true, failures: [] })
  })

  it('fails an LCP over 1.10 times the floor and names route, value, limit', () => {
    const slow = route('/games', { lcp: 1700 }, { lcp: 1500, tbt: 20 })
    expect(judge([GOOD, slow])).toEqual({
      pass: false,
      failures: [
        {
          route: '/games',
          budget: 'LCP ÷ floor LCP',
          actual: '1.13×',
          limit: '≤ 1.10×',
          audits: [],
        },
      ],
    })
  })

  it('judges TBT over the floor, not on its own', () => {
    const heavyFloor = route('/', { tbt: 400 }, { lcp: 1500, tbt: 360 })
    expect(judge([heavyFloor]).pass).toBe(true)
    const over = route('/', { tbt: 71 }, { lcp: 1500, tbt: 20 })
    expect(judge([over]).failures).toMatchObject([
      { budget: 'TBT over the floor', actual: '+51 ms', limit: '≤ +50 ms' },
    ])
  })

  it("fails CLS, the floor's own LCP and an unmeasured metric", () => {
    const verdict = judge([
      route('/', { cls: 0.021, lcp: Number.NaN }, { lcp: 1700, tbt: 20 }),
    ])
    expect(verdict.failures.map((f) => f.budget)).toEqual([
      'LCP ÷ floor LCP',
      'CLS',
      "The floor's LCP",
    ])
    expect(verdict.failures[0]?.actual).toBe('n/a')
    expect(verdict.failures[2]).toMatchObject({
      actual: '1.70 s',
      limit: '≤ 1.60 s',
    })
  })

  it('fails a category below its score and lists its failing audits', () => {
    const lhr = fakeLhr({}, [
      {
        id: 'color-contrast',
        title: 'Background and foreground colors lack contrast',
        score: 0,
        scoreDisplayMode: 'binary',
      },
    ])
    lhr.categories.accessibility!.score = 0.96
    const summary = { ...GOOD, site: summarize([lhr]) }
    const [failure, ...rest] = judge([summary]).failures
    expect(rest).toEqual([])
    expect(failure).toMatchObject({
      budget: 'Accessibility',
      actual: '96',
      limit: '= 100',
    })
    expect(failure?.audits.map((a) => a.id)).toEqual(['color-contrast'])
    expect(renderVerdict(judge([summary]))).toContain(
      '  - `color-contrast` (score 0): Background and foreground colors lack contrast',
    )
  })

  it('fails Performance at 94 but not at 95', () => {
    const at = (performance: number) => {
      const summary = route('/')
      summary.site.scores.performance = performance
      return judge([summary]).pass
    }
    expect(at(95)).toBe(true)
    expect(at(94)).toBe(false)
  })
})

const cells = (line = '') =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim())

describe('renderTable', () => {
  it('has one column per number the bench reports for the site', () => {
    const [header, rule, row] = renderTable([GOOD]).split('\n')
    expect(cells(header)).toEqual([...TABLE_HEADER])
    expect(cells(rule)).toHaveLength(TABLE_HEADER.length)
    expect(cells(row)).toEqual([
      '`/`',
      '99',
      '100',
      '100',
      '100',
      '1.00 s',
      '1.50 s',
      '40 ms',
      '0.010',
      '150.5 kB',
    ])
  })
})

describe('renderComparison', () => {
  it('puts the floor and the plain SPA under the site, with the ratios', () => {
    const lines = renderComparison([GOOD]).split('\n')
    expect(cells(lines[0])).toEqual([...COMPARISON_HEADER])
    expect(lines.slice(2).map(cells)).toEqual([
      [
        '`/`',
        'site',
        '99',
        '1.00 s',
        '1.50 s',
        '40 ms',
        '0.010',
        '1.03×',
        '+20 ms',
      ],
      [
        '`/`',
        'floor (no JS)',
        '99',
        '1.00 s',
        '1.45 s',
        '20 ms',
        '0.010',
        '1.00×',
        '+0 ms',
      ],
      [
        '`/`',
        'plain SPA',
        '99',
        '2.00 s',
        '2.60 s',
        '300 ms',
        '0.010',
        '1.79×',
        '+280 ms',
      ],
    ])
  })
})

describe('renderRuns', () => {
  it('lists every run of every build of every route, in order', () => {
    const runs = [fakeLhr({ tbt: 410 }), fakeLhr({ tbt: 120, lcp: 1900 })]
    runs[1]!.environment.benchmarkIndex = 1123.4
    runs[1]!.configSettings.throttling.cpuSlowdownMultiplier = 2.55
    const summary = { ...GOOD, route: '/gotras', site: summarize(runs) }
    const lines = renderRuns([summary]).split('\n')
    expect(cells(lines[0])).toEqual([
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
    ])
    expect(lines.slice(2, 5)).toEqual([
      '| `/gotras` | site | 1 | 99 | 1.00 s | 1.50 s | 410 ms | 0.010 | 2900 | 6.59× |',
      '| `/gotras` | site | 2 | 99 | 1.00 s | 1.90 s | 120 ms | 0.010 | 1123 | 2.55× |',
      '| `/gotras` | floor (no JS) | 1 | 99 | 1.00 s | 1.45 s | 20 ms | 0.010 | 2900 | 6.59× |',
    ])
    expect(lines).toHaveLength(2 + 4)
  })
})

describe('renderMarkdown', () => {
  const slowGames = route('/games', { lcp: 2500 })
  const report = (date: string, summaries: RouteSummary[]): Report => ({
    date,
    build: 'abc1234',
    runs: 3,
    prerendered: ['/', '/gotras'],
    machine: MACHINE,
    calibration: CALIBRATION,
    summaries,
    verdict: judge(summaries),
  })
  const markdown = renderMarkdown([
    report('2026-11-25T01:00:00.000Z', [GOOD]),
    report('2026-11-25T02:00:00.000Z', [GOOD, slowGames]),
  ])

  it('keeps both runs of the build, the newest first', () => {
    expect(markdown.indexOf('## Run 2: FAIL')).toBeGreaterThan(0)
    expect(markdown.indexOf('## Run 2: FAIL')).toBeLessThan(
      markdown.indexOf('## Run 1: PASS'),
    )
    expect(markdown).toContain(
      'Date: 2026-11-25T02:00:00.000Z. Build: `abc1234`.',
    )
  })

  it('records the calibration, machine, method, tables and verdict', () => {
    expect(markdown).toContain(
      'benchmarkIndex 1210 before the bench (2.75×); each round at its own.',
    )
    expect(markdown).toContain('`cpuSlowdownMultiplier = benchmarkIndex / 440`')
    expect(markdown).toContain('median of 3 runs: 1210, 1320, 1190), 2.75×.')
    expect(markdown).toContain('- CPU: AMD EPYC, 2 cores')
    expect(markdown).toContain('- RAM: 8.0 GiB')
    expect(markdown).toContain(
      'Routes prerendered in this build: `/`, `/gotras`.',
    )
    expect(markdown).toContain(`| ${TABLE_HEADER.join(' | ')} |`)
    expect(markdown).toContain(`| ${COMPARISON_HEADER.join(' | ')} |`)
    expect(markdown).toContain('FAIL: 1 budget(s) missed.')
    expect(markdown).toContain(
      '- `/games` LCP ÷ floor LCP: 1.72× (budget ≤ 1.10×)',
    )
    expect(markdown).toContain('PASS: every route is within every budget.')
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
