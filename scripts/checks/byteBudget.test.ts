import { describe, expect, it } from 'vitest'

import {
  firstPaintResources,
  gzipBytes,
  HTML_ALLOWANCES,
  MAX_FIRST_PAINT_BYTES,
  MAX_HTML_BYTES,
  measurePage,
  FIRST_PAINT_ALLOWANCES,
  problemsOf,
} from './byteBudget.mjs'

const head = (links: string) =>
  `<!doctype html><html><head><title>t</title>${links}</head>`

const LINKS =
  '<link rel="icon" href="/favicon.svg" />' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
  '<link rel="preload" href="/assets/latin.woff2" as="font" type="font/woff2" crossorigin=""/>' +
  '<link rel="preload" as="image" href="/telugu-name.svg"/>' +
  '<link rel="modulepreload" href="/assets/app.js">' +
  '<link rel="preload" href="/assets/telugu.woff2" as="font" crossorigin=""/>'

/** A page of `bytes` characters that gzip cannot shrink much. */
function noisyBody(bytes: number): string {
  let seed = 7
  let text = ''
  while (text.length < bytes) {
    seed = (seed * 48271) % 2147483647
    text += seed.toString(36)
  }
  return `<body><div id="root"><p>${text.slice(0, bytes)}</p></div></body></html>`
}

const SIZES: Record<string, number> = {
  '/assets/index.css': 10_000,
  '/assets/latin.woff2': 16_000,
  '/assets/telugu.woff2': 16_000,
}
const sizeOf = (href: string) => {
  const size = SIZES[href]
  if (size === undefined) throw new Error(`asked for ${href}`)
  return size
}

describe('firstPaintResources', () => {
  it('counts the stylesheets and the preloaded fonts, not icons, images or scripts', () => {
    expect(firstPaintResources(head(LINKS))).toEqual([
      { kind: 'stylesheet', href: '/assets/index.css' },
      { kind: 'font', href: '/assets/latin.woff2' },
      { kind: 'font', href: '/assets/telugu.woff2' },
    ])
  })
})

describe('measurePage and problemsOf', () => {
  it('passes a small page and adds up what it fetches', () => {
    const html = head(LINKS) + noisyBody(2_000)
    const measured = measurePage({ path: '/small', html, sizeOf })
    expect(measured.htmlBytes).toBe(gzipBytes(html))
    expect(measured.totalBytes).toBe(measured.htmlBytes + 42_000)
    expect(problemsOf(measured)).toEqual([])
  })

  it('fails a planted page whose HTML is over 14 kB gzip', () => {
    const html = head('') + noisyBody(30_000)
    const measured = measurePage({ path: '/planted', html, sizeOf })
    expect(measured.htmlBytes).toBeGreaterThan(MAX_HTML_BYTES)
    expect(problemsOf(measured)).toEqual([
      expect.stringMatching(/^\/planted: the HTML is [\d.]+ kB gzip/),
    ])
  })

  it('fails a planted page whose fonts take it over 60 kB', () => {
    const html = head(LINKS) + noisyBody(2_000)
    const heavy = (href: string) =>
      href === '/assets/telugu.woff2' ? 44_000 : sizeOf(href)
    const measured = measurePage({ path: '/te/games', html, sizeOf: heavy })
    expect(measured.htmlBytes).toBeLessThanOrEqual(MAX_HTML_BYTES)
    expect(measured.totalBytes).toBeGreaterThan(MAX_FIRST_PAINT_BYTES)
    const problems = problemsOf(measured)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^\/te\/games: [\d.]+ kB before the first paint/,
    )
    expect(problems[0]).toContain('/assets/telugu.woff2 44.0 kB')
  })
})

describe('HTML allowances (decision 065)', () => {
  /** A measured page whose HTML is `htmlBytes`, with nothing else to fetch. */
  const page = (path: string, htmlBytes: number) => ({
    path,
    htmlBytes,
    totalBytes: htmlBytes,
    parts: [{ kind: 'html' as const, href: path, bytes: htmlBytes }],
  })
  const allowances = { '/te': 16_000 }

  it('holds a page with an allowance at its ceiling instead of the budget', () => {
    expect(problemsOf(page('/te', 15_900), allowances, {})).toEqual([])
    expect(problemsOf(page('/te', 16_100), allowances, {})).toEqual([
      '/te: the HTML is 16.1 kB gzip (over the budget of 14.0 kB and its allowance of 16.0 kB)',
    ])
  })

  it('holds every other page to the budget', () => {
    expect(problemsOf(page('/te/games', 15_900), allowances)).toEqual([
      '/te/games: the HTML is 15.9 kB gzip (budget 14.0 kB)',
    ])
  })

  it('asks for an allowance to be removed once its page is within the budget', () => {
    expect(problemsOf(page('/te', 13_000), allowances, {})).toEqual([
      '/te: the HTML is 13.0 kB gzip, within the budget: remove its allowance of 16.0 kB (byteBudget.mjs)',
    ])
  })

  it('allows only a little over the budget, and only the HTML', () => {
    for (const bytes of Object.values(HTML_ALLOWANCES)) {
      expect(bytes).toBeGreaterThan(MAX_HTML_BYTES)
      expect(bytes).toBeLessThanOrEqual(MAX_HTML_BYTES + 2_000)
    }
    const heavy = { ...page('/te', 15_000), totalBytes: 61_000 }
    expect(problemsOf(heavy, allowances)).toEqual([
      expect.stringMatching(/^\/te: 61\.0 kB before the first paint/),
    ])
  })
})

describe('first-paint allowances', () => {
  const page = (path: string, totalBytes: number) => ({
    path,
    htmlBytes: 10_000,
    totalBytes,
    parts: [{ kind: 'html' as const, href: path, bytes: 10_000 }],
  })
  const paint = { '/te': 60_300 }

  it('holds a page with an allowance at its ceiling, every other at the budget', () => {
    expect(problemsOf(page('/te', 60_200), {}, paint)).toEqual([])
    expect(problemsOf(page('/te', 60_400), {}, paint)).toEqual([
      expect.stringMatching(
        /^\/te: 60\.4 kB before the first paint \(over the budget of 60\.0 kB and its allowance of 60\.3 kB\)/,
      ),
    ])
    expect(problemsOf(page('/te/games', 60_200), {}, paint)).toEqual([
      expect.stringMatching(/^\/te\/games: 60\.2 kB before the first paint/),
    ])
  })

  it('asks for an allowance to be removed once its page is within the budget', () => {
    expect(problemsOf(page('/te', 59_000), {}, paint)).toEqual([
      '/te: 59.0 kB before the first paint, within the budget: remove its allowance of 60.3 kB (byteBudget.mjs)',
    ])
  })

  it('allows only a little over the budget', () => {
    for (const bytes of Object.values(FIRST_PAINT_ALLOWANCES)) {
      expect(bytes).toBeGreaterThan(MAX_FIRST_PAINT_BYTES)
      expect(bytes).toBeLessThanOrEqual(MAX_FIRST_PAINT_BYTES + 500)
    }
  })
})
