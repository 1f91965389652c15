// `npm run size`: the offline copy of each edition within its budget
// (scripts/checks/offlineCopy.mjs says what is counted; decision 077).
// Prints each edition's files and bytes; exits 1 when one is over.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { DIST } from '../build/buildManifest.mjs'
import { EDITION_WORKER_FILE } from '../build/editionWorker.mjs'
import { gzipBytes } from './byteBudget.mjs'
import {
  editionListsOf,
  MAX_OFFLINE_COPY_BYTES,
  measureOfflineCopy,
  offlineCopyProblems,
  precachedUrls,
  sentAsIs,
  workboxRuntimeOf,
} from './offlineCopy.mjs'

const swFile = join(DIST, 'sw.js')
if (!existsSync(swFile)) {
  console.error('No service worker found: run "npm run build" first.')
  process.exit(2)
}
const sw = readFileSync(swFile, 'utf8')
const runtime = workboxRuntimeOf(sw)
const precached = precachedUrls(sw)
if (!runtime || precached.length === 0) {
  console.error('sw.js names no Workbox runtime or precaches nothing.')
  process.exit(2)
}
const editionScript = existsSync(join(DIST, EDITION_WORKER_FILE))
  ? readFileSync(join(DIST, EDITION_WORKER_FILE), 'utf8')
  : null
const workerScripts = [
  '/sw.js',
  `/${runtime}.js`,
  ...(editionScript === null ? [] : [`/${EDITION_WORKER_FILE}`]),
]

const sizeOf = (/** @type {string} */ url) => {
  const file = join(DIST, url)
  if (!existsSync(file)) throw new Error(`${url} is in the copy but not built`)
  const content = readFileSync(file)
  return sentAsIs(url) ? content.length : gzipBytes(content)
}

const measured = measureOfflineCopy({
  workerScripts,
  precached,
  editions: editionListsOf(editionScript),
  sizeOf,
})
const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`
for (const { edition, files, bytes } of measured) {
  console.log(
    `Offline copy, ${edition} edition: ${files} files, ${kb(bytes)} gzip`,
  )
}
const problems = offlineCopyProblems(measured)
if (problems.length > 0) {
  console.error(
    `\nOver the offline copy's budget (≤ ${kb(MAX_OFFLINE_COPY_BYTES)} gzip an edition):\n` +
      problems.map((problem) => `- ${problem}`).join('\n'),
  )
  process.exit(1)
}
console.log(`Offline copy: each edition ≤ ${kb(MAX_OFFLINE_COPY_BYTES)} gzip.`)
