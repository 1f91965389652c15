// Checks the production build's shape (run after `vite build`; part of `npm run size`):
// every page in src/pages is its own lazily loaded chunk, the entry chunk holds
// no page code and no supabase-js, and no lazy chunk is over its gzip budget.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import {
  BOOT_MODULE,
  DIST,
  firstLoadFiles,
  readManifest,
  staticClosure,
} from '../build/buildManifest.mjs'
import { appCodeFiles } from '../build/prerenderHtml.mjs'

const LAZY_CHUNK_LIMIT_BYTES = 80_000

const manifest = readManifest()
const problems = []

const entry = manifest['index.html']
if (!entry?.isEntry) problems.push('index.html is not the build entry')
const boot = manifest[BOOT_MODULE]
if (!entry?.dynamicImports?.includes(BOOT_MODULE) || !boot?.isDynamicEntry) {
  problems.push(`the entry does not load ${BOOT_MODULE} on its own`)
}

const pages = readdirSync('src/pages')
  .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
  .map((file) => `src/pages/${file}`)

const pageChunks = new Set()
for (const page of pages) {
  const chunk = manifest[page]
  if (!chunk) {
    problems.push(`${page} has no chunk of its own`)
    continue
  }
  if (!chunk.isDynamicEntry) problems.push(`${page} is not lazily loaded`)
  if (pageChunks.has(chunk.file)) problems.push(`${page} shares ${chunk.file}`)
  pageChunks.add(chunk.file)
  if (!boot?.dynamicImports?.includes(page)) {
    problems.push(`the app does not lazy-load ${page}`)
  }
}

// Everything the entry loads up front (its static import graph).
const eager = firstLoadFiles(manifest)
for (const file of pageChunks) {
  if (eager.has(file))
    problems.push(`page chunk ${file} is loaded by the entry`)
}

for (const file of eager) {
  // scripts/build/pageKit.ts: the pages' shared kit is not for the first load.
  if (/(^|\/)page-kit-[\w-]+\.js$/.test(file)) {
    problems.push(
      `the app chunk loads ${file}: add the module it needs to BOOT_SHARED in scripts/build/pageKit.ts`,
    )
  }
  if (readFileSync(join(DIST, file), 'utf8').includes('GoTrueClient')) {
    problems.push(`supabase-js is in ${file}, which every first visit loads`)
  }
}

// The home page's highlight cards are filled in before the app starts, from
// three chunk groups (scripts/build/highlightGroups.ts): per edition, no more
// chunks than these and what they import, beyond what the entry has loaded.
const HIGHLIGHT_FILL_CHUNKS_LIMIT = 4
const entryFiles = staticClosure(manifest, ['index.html'])
const keyOfChunk = (name) =>
  Object.keys(manifest).find((key) =>
    manifest[key].file.startsWith(`assets/${name}-`),
  )
for (const edition of ['en', 'te']) {
  const groups = ['home-highlights', `highlights-${edition}`]
  const keys = groups.map(keyOfChunk)
  if (keys.some((key) => key === undefined)) {
    problems.push(`the highlight groups ${groups.join(', ')} were not built`)
    continue
  }
  const fill = staticClosure(manifest, keys)
  const fetched = [...fill].filter((file) => !entryFiles.has(file))
  if (fetched.length > HIGHLIGHT_FILL_CHUNKS_LIMIT) {
    problems.push(
      `the ${edition} highlight cards load ${fetched.length} chunks before the app (limit ${HIGHLIGHT_FILL_CHUNKS_LIMIT}): ${fetched.join(', ')}`,
    )
  }
}
if (!entry?.dynamicImports?.includes(keyOfChunk('home-highlights'))) {
  problems.push('the entry does not load the home-highlights chunk on its own')
}

// A first visit fetches the app's code while the visitor reads, one
// modulepreload link a task (decision 039); each is a request the script
// starts, which Lighthouse's tracing makes costly (decision 049). The small
// modules the app shares with the pages are one chunk (appSharedGroup).
// Counted by the function that writes the list into the pages.
const APP_CODE_CHUNKS_LIMIT = 4
const appCode = appCodeFiles(manifest, BOOT_MODULE)
if (appCode.length > APP_CODE_CHUNKS_LIMIT) {
  problems.push(
    `the app's code is ${appCode.length} chunks (limit ${APP_CODE_CHUNKS_LIMIT}): ${appCode.join(', ')}`,
  )
}

const rows = []
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js') || eager.has(chunk.file)) continue
  const size = gzipSync(readFileSync(join(DIST, chunk.file))).length
  rows.push([chunk.file, size])
  if (size > LAZY_CHUNK_LIMIT_BYTES) {
    problems.push(
      `${chunk.file} is ${(size / 1000).toFixed(1)} kB gzip (limit ${LAZY_CHUNK_LIMIT_BYTES / 1000} kB)`,
    )
  }
}

const largest = rows.sort((a, b) => b[1] - a[1])[0]
console.log(
  `check-build: ${pages.length} pages in ${pageChunks.size} lazy chunks; ` +
    `largest lazy chunk ${largest ? `${largest[0]} ${(largest[1] / 1000).toFixed(1)} kB gzip` : 'none'}.`,
)
if (problems.length > 0) {
  console.error(`check-build failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
