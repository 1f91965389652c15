import { describe, expect, it } from 'vitest'

import {
  BUDGETS,
  chromiumVersion,
  failingAudits,
  formatKb,
  isPrerendered,
  judge,
  type Lhr,
  type LhrAudit,
  type Machine,
  pickMedianRun,
  renderMarkdown,
  renderRuns,
  renderTable,
  renderVerdict,
  type RouteSummary,
  summarize,
  TABLE_HEADER,
} from './benchReport'

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
    categories: {
      performance: category('performance', 0.99),
      accessibility: category('accessibility', 1, extraAudits),
      'best-practices': category('best-practices', 1),
      seo: category('seo', 1),
    },
    audits,
  }
}

const GOOD: RouteSummary = summarize('/', fakeLhr())

const MACHINE: Machine = {
  cpu: 'AMD EPYC',
  cores: 2,
  ramBytes: 8 * 1024 ** 3,
  os: 'Debian GNU/Linux 12 (bookworm)',
  node: 'v20.20.2',
  chromium: '156.0.8078.79',
  lighthouse: '12.8.2',
  benchmarkIndex: 2900,
}

describe('pickMedianRun', () => {
  it('picks the run nearest the median FCP and TTI', () => {
    const fast = fakeLhr({ fcp: 800, tti: 1500 })
    const middle = fakeLhr({ fcp: 1000, tti: 2000 })
    const slow = fakeLhr({ fcp: 1900, tti: 4000 })
    expect(pickMedianRun([slow, fast, middle])).toBe(middle)
  })

  it('ignores a run that measured no FCP', () => {
    const broken = fakeLhr({ fcp: undefined })
    delete broken.audits['first-contentful-paint']
    const a = fakeLhr({ fcp: 900, tti: 1800 })
    const b = fakeLhr({ fcp: 950, tti: 1900 })
    expect([a, b]).toContain(pickMedianRun([broken, a, b]))
  })

  it('refuses when no run is valid', () => {
    const broken = fakeLhr()
    delete broken.audits.interactive
    expect(() => pickMedianRun([broken])).toThrow(/FCP and TTI/)
  })
})

describe('summarize', () => {
  it('reads scores as 0-100, the metrics and the script bytes', () => {
    const summary = summarize('/gotras', fakeLhr({ lcp: 1780, cls: 0.02 }))
    expect(summary.route).toBe('/gotras')
    expect(summary.scores).toEqual({
      performance: 99,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    })
    expect(summary.lcpMs).toBe(1780)
    expect(summary.cls).toBe(0.02)
    // Only the two Script requests: 120 000 + 30 500 bytes.
    expect(summary.scriptTransferBytes).toBe(150_500)
  })

  it('keeps a category Lighthouse could not score as null', () => {
    const lhr = fakeLhr()
    const seo = lhr.categories.seo
    if (seo) seo.score = null
    expect(summarize('/', lhr).scores.seo).toBeNull()
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
    const atLimits: RouteSummary = {
      ...GOOD,
      scores: { ...GOOD.scores, performance: BUDGETS.minScore.performance },
      lcpMs: BUDGETS.maxLcpMs,
      tbtMs: BUDGETS.maxTbtMs,
      cls: BUDGETS.maxCls,
    }
    expect(judge([GOOD, atLimits])).toEqual({ pass: true, failures: [] })
  })

  it('fails an LCP over 2 s and names route, value and limit', () => {
    const verdict = judge([GOOD, { ...GOOD, route: '/games', lcpMs: 2100 }])
    expect(verdict.pass).toBe(false)
    expect(verdict.failures).toEqual([
      {
        route: '/games',
        budget: 'LCP',
        actual: '2.10 s',
        limit: '≤ 2.00 s',
        audits: [],
      },
    ])
  })

  it('fails TBT, CLS and an unmeasured metric', () => {
    const verdict = judge([
      { ...GOOD, tbtMs: 151, cls: 0.051, lcpMs: Number.NaN },
    ])
    expect(verdict.failures.map((f) => f.budget)).toEqual(['LCP', 'TBT', 'CLS'])
    expect(verdict.failures[0]?.actual).toBe('n/a')
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
    const accessibility = lhr.categories.accessibility
    if (accessibility) accessibility.score = 0.96
    const [failure, ...rest] = judge([summarize('/', lhr)]).failures
    expect(rest).toEqual([])
    expect(failure).toMatchObject({
      budget: 'Accessibility',
      actual: '96',
      limit: '= 100',
    })
    expect(failure?.audits.map((a) => a.id)).toEqual(['color-contrast'])
    expect(renderVerdict(judge([summarize('/', lhr)]))).toContain(
      '  - `color-contrast` (score 0): Background and foreground colors lack contrast',
    )
  })

  it('fails Performance at 94 but not at 95', () => {
    const at = (performance: number) =>
      judge([{ ...GOOD, scores: { ...GOOD.scores, performance } }]).pass
    expect(at(95)).toBe(true)
    expect(at(94)).toBe(false)
  })
})

describe('renderTable', () => {
  it('has one column per number the bench reports', () => {
    const [header, rule, row] = renderTable([GOOD]).split('\n')
    const cells = (line = '') => line.split('|').slice(1, -1)
    expect(cells(header).map((cell) => cell.trim())).toEqual([
      'Route',
      'Performance',
      'Accessibility',
      'Best Practices',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'JS transferred',
    ])
    expect(cells(rule)).toHaveLength(TABLE_HEADER.length)
    expect(cells(row).map((cell) => cell.trim())).toEqual([
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

describe('renderRuns', () => {
  it('lists every run of every route, in the order they ran', () => {
    const runs = [
      fakeLhr({ tbt: 410 }),
      fakeLhr({ tbt: 120, lcp: 1900 }),
      fakeLhr({ tbt: 980 }),
    ]
    runs[2]!.environment.benchmarkIndex = 1123.4
    const summary = summarize('/gotras', runs[0]!, runs)
    const lines = renderRuns([summary, GOOD]).split('\n')
    expect(lines[0]).toBe(
      '| Route | Run | Performance | FCP | LCP | TBT | benchmarkIndex |',
    )
    expect(lines.slice(2)).toEqual([
      '| `/gotras` | 1 | 99 | 1.00 s | 1.50 s | 410 ms | 2900 |',
      '| `/gotras` | 2 | 99 | 1.00 s | 1.90 s | 120 ms | 2900 |',
      '| `/gotras` | 3 | 99 | 1.00 s | 1.50 s | 980 ms | 1123 |',
      '| `/` | 1 | 99 | 1.00 s | 1.50 s | 40 ms | 2900 |',
    ])
  })
})

describe('renderMarkdown', () => {
  const markdown = renderMarkdown({
    date: new Date('2026-11-21T10:00:00Z'),
    runs: 3,
    prerendered: ['/', '/gotras'],
    machine: MACHINE,
    summaries: [GOOD, { ...GOOD, route: '/games', lcpMs: 2500 }],
    verdict: judge([GOOD, { ...GOOD, route: '/games', lcpMs: 2500 }]),
  })

  it('lists every run after the medians', () => {
    expect(markdown).toContain('## Every run')
    expect(markdown.indexOf('## Every run')).toBeGreaterThan(
      markdown.indexOf('## Results'),
    )
    expect(markdown).toContain('| `/games` | 1 | 99 |')
  })

  it('records date, machine, method, table and verdict', () => {
    expect(markdown).toContain('Date: 2026-11-21T10:00:00.000Z')
    expect(markdown).toContain('- CPU: AMD EPYC, 2 cores')
    expect(markdown).toContain('- RAM: 8.0 GiB')
    expect(markdown).toContain('- Chromium: 156.0.8078.79')
    expect(markdown).toContain('median of 3 sequential runs per route')
    expect(markdown).toContain(
      'Routes prerendered in this build: `/`, `/gotras`.',
    )
    expect(markdown).toContain(`| ${TABLE_HEADER.join(' | ')} |`)
    expect(markdown).toContain('FAIL: 1 budget(s) missed.')
    expect(markdown).toContain('- `/games` LCP: 2.50 s (budget ≤ 2.00 s)')
  })

  it('says PASS when nothing failed', () => {
    const passing = renderMarkdown({
      date: new Date(0),
      runs: 3,
      prerendered: [],
      machine: MACHINE,
      summaries: [GOOD],
      verdict: judge([GOOD]),
    })
    expect(passing).toContain('PASS: every route is within every budget.')
    expect(passing).toContain('none (every route is rendered in the browser)')
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
})
