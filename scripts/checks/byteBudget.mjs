// The byte budget of docs/architecture.md#performance-budgets (issue 37, decision 055): what a
// page sends before its first paint, counted on the built files, the same on
// every machine.
//
// Counted, per prerendered page, as the server sends it:
// - the HTML document, gzipped (≤ 14 kB: one round trip's initial window);
// - every stylesheet it links (render-blocking), gzipped;
// - every font it preloads (`<link rel="preload" as="font">`), as is: a
//   woff2 is compressed already and is served uncompressed.
// Not counted: scripts (the entry is a deferred, low-priority module; the
// app's code waits for the first paint, decisions 023 and 038), images
// (they never hold the first paint back), and fonts that a stylesheet only
// declares (with `font-display: swap` they arrive after the first paint).
// kB = 1000 bytes, as Vite and size-limit count.
import { gzipSync } from 'node:zlib'

export const MAX_HTML_BYTES = 14_000
export const MAX_FIRST_PAINT_BYTES = 60_000

/**
 * The pages whose HTML is still over MAX_HTML_BYTES, each held at a ceiling
 * a little above what it measures, so that it cannot grow while it waits for
 * a cut (decision 065). Everything else about them, and every other page, is
 * held to the budget itself. An allowance a page no longer needs is a
 * problem too: remove it, and the page is held to 14 kB from then on.
 */
export const HTML_ALLOWANCES = {
  // The home page in Telugu: 15.8 kB, its five sections' text (7.8 kB of
  // it gzipped on its own) once the icons became a sprite; Telugu is three
  // bytes a letter in UTF-8. Since decision 066 its highlight cards are in
  // it too, for the build's date: 15.94 kB on 27 November 2026, and at most
  // 0.02 kB more on any day of 2026 and 2027.
  '/te': 16_000,
  // The gotra finder in Telugu: 15.4 kB, the tree of 102 named, focusable
  // gotras, the list of all 102 and their ItemList in the structured data.
  '/te/gotras': 15_700,
}

/**
 * The pages over MAX_FIRST_PAINT_BYTES, held at a ceiling in the same way
 * until a cut (the same rule: an allowance no longer needed is a problem).
 */
export const FIRST_PAINT_ALLOWANCES = {
  // The Telugu home page: 60.1 kB on 1 December 2026 (its HTML 15.7 kB, the
  // stylesheet 10.6 kB, the Telugu edition font 22.7 kB, the Latin edition
  // font 10.8 kB). It crossed 60 kB when the Telugu font's subset grew with
  // the session's new Telugu text; the cut proposed is a smaller edition
  // font (only the characters of the first screen), not yet done.
  '/te': 60_300,
}

const TAG = /<link\b[^>]*>/gi
const attribute = (tag, name) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined)

/** The size of a text file as a server with gzip sends it. */
export function gzipBytes(content) {
  return gzipSync(content, { level: 9 }).length
}

/**
 * The files a page fetches before its first paint, besides itself: its
 * stylesheets and preloaded fonts, as addresses in the order of the page.
 * @param {string} html
 * @returns {{ kind: 'stylesheet' | 'font', href: string }[]}
 */
export function firstPaintResources(html) {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? html
  const found = []
  for (const [tag] of head.matchAll(TAG)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
    const href = attribute(tag, 'href')
    if (!href) continue
    if (rel.includes('stylesheet')) found.push({ kind: 'stylesheet', href })
    else if (
      rel.includes('preload') &&
      (attribute(tag, 'as') ?? '').toLowerCase() === 'font'
    ) {
      found.push({ kind: 'font', href })
    }
  }
  return found
}

/**
 * One page's bytes before its first paint. `sizeOf(href, kind)` answers the
 * bytes a linked file is sent as (see `servedBytes`).
 * @param {{ path: string, html: string, sizeOf: (href: string, kind: 'stylesheet' | 'font') => number }} page
 */
export function measurePage({ path, html, sizeOf }) {
  const parts = [
    { kind: 'html', href: path, bytes: gzipBytes(html) },
    ...firstPaintResources(html).map(({ kind, href }) => ({
      kind,
      href,
      bytes: sizeOf(href, kind),
    })),
  ]
  return {
    path,
    htmlBytes: parts[0].bytes,
    totalBytes: parts.reduce((sum, part) => sum + part.bytes, 0),
    parts,
  }
}

/**
 * The budgets a measured page misses, as sentences; none when it is within
 * both (its HTML within its allowance, if it has one).
 * @param {ReturnType<typeof measurePage>} measured
 * @param {Record<string, number>} [allowances]
 */
export function problemsOf(
  measured,
  allowances = HTML_ALLOWANCES,
  paintAllowances = FIRST_PAINT_ALLOWANCES,
) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
  const problems = []
  const allowance = allowances[measured.path]
  if (allowance !== undefined && measured.htmlBytes <= MAX_HTML_BYTES) {
    problems.push(
      `${measured.path}: the HTML is ${kb(measured.htmlBytes)} gzip, within ` +
        `the budget: remove its allowance of ${kb(allowance)} (byteBudget.mjs)`,
    )
  } else if (!(measured.htmlBytes <= (allowance ?? MAX_HTML_BYTES))) {
    problems.push(
      `${measured.path}: the HTML is ${kb(measured.htmlBytes)} gzip ` +
        (allowance === undefined
          ? `(budget ${kb(MAX_HTML_BYTES)})`
          : `(over the budget of ${kb(MAX_HTML_BYTES)} and its allowance of ${kb(allowance)})`),
    )
  }
  const paintAllowance = paintAllowances[measured.path]
  if (
    paintAllowance !== undefined &&
    measured.totalBytes <= MAX_FIRST_PAINT_BYTES
  ) {
    problems.push(
      `${measured.path}: ${kb(measured.totalBytes)} before the first paint, ` +
        `within the budget: remove its allowance of ${kb(paintAllowance)} (byteBudget.mjs)`,
    )
  } else if (
    !(measured.totalBytes <= (paintAllowance ?? MAX_FIRST_PAINT_BYTES))
  ) {
    const parts = measured.parts
      .map((part) => `${part.href} ${kb(part.bytes)}`)
      .join(', ')
    problems.push(
      `${measured.path}: ${kb(measured.totalBytes)} before the first paint ` +
        (paintAllowance === undefined
          ? `(budget ${kb(MAX_FIRST_PAINT_BYTES)}): ${parts}`
          : `(over the budget of ${kb(MAX_FIRST_PAINT_BYTES)} and its allowance of ${kb(paintAllowance)}): ${parts}`),
    )
  }
  return problems
}
