// `npm run size` (and `npm run size:bytes`, which lists every page): every
// page in sitemap.xml, as built in dist/, within
// the byte budget of docs/architecture.md#performance-budgets (scripts/checks/byteBudget.mjs says what is
// counted). Prints each page's bytes; exits 1 when a page is over.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { DIST } from '../build/buildManifest.mjs'
import { fileForPath } from '../build/prerenderHtml.mjs'
import {
  gzipBytes,
  HTML_ALLOWANCES,
  MAX_FIRST_PAINT_BYTES,
  MAX_HTML_BYTES,
  measurePage,
  problemsOf,
} from './byteBudget.mjs'

const sitemapFile = join(DIST, 'sitemap.xml')
if (!existsSync(sitemapFile)) {
  console.error('No build found: run "npm run build" first.')
  process.exit(2)
}
const paths = [
  ...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map(([, loc]) => new URL(loc).pathname)

/** A linked file's bytes as sent: text gzipped, a font as it is. */
function sizeOf(href, kind) {
  const file = join(DIST, new URL(href, 'http://site.invalid/').pathname)
  if (!existsSync(file)) throw new Error(`${href} is linked but not built`)
  const content = readFileSync(file)
  return kind === 'font' ? content.length : gzipBytes(content)
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const problems = []
const rows = []
for (const path of paths) {
  const html = readFileSync(join(DIST, fileForPath(path)), 'utf8')
  const measured = measurePage({ path, html, sizeOf })
  rows.push(
    `${path.padEnd(28)} HTML ${kb(measured.htmlBytes).padStart(8)}  ` +
      `before first paint ${kb(measured.totalBytes).padStart(8)}`,
  )
  problems.push(...problemsOf(measured))
}
for (const path of Object.keys(HTML_ALLOWANCES)) {
  if (!paths.includes(path)) {
    problems.push(`${path}: an allowance for a page the sitemap lacks`)
  }
}
if (process.argv.includes('--list') || problems.length > 0) {
  console.log(rows.join('\n'))
}
if (problems.length > 0) {
  console.error(
    `\nOver the byte budget (HTML ≤ ${kb(MAX_HTML_BYTES)} gzip, HTML + ` +
      `stylesheets + preloaded fonts ≤ ${kb(MAX_FIRST_PAINT_BYTES)}):\n` +
      problems.map((problem) => `- ${problem}`).join('\n'),
  )
  process.exit(1)
}
const allowed = Object.entries(HTML_ALLOWANCES).map(
  ([path, bytes]) => `${path} (≤ ${kb(bytes)})`,
)
console.log(
  `Byte budget: ${paths.length} pages, each HTML ≤ ${kb(MAX_HTML_BYTES)} ` +
    `gzip and ≤ ${kb(MAX_FIRST_PAINT_BYTES)} before the first paint` +
    (allowed.length > 0
      ? `; still over the HTML budget, held at a ceiling: ${allowed.join(', ')} (decision 065).`
      : '.'),
)
