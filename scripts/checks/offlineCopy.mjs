// The offline copy's budget (issue 46, decision 077): what a first visit
// downloads in the background for the site to work offline, in one edition,
// is at most 1 MB, counted as the server sends it (text gzipped, fonts and
// images as they are; kB = 1000 bytes, as the byte budget counts).
//
// Counted for an edition: the service worker's own scripts (sw.js, the
// Workbox runtime it imports, sw-editions.js), every file it precaches, and
// the edition's own files (scripts/build/offlineEditions.mjs), which the
// worker keeps for a visitor who reads that edition.

export const MAX_OFFLINE_COPY_BYTES = 1_000_000

/** A file's bytes as sent: woff2 and images are compressed already. */
export const sentAsIs = (/** @type {string} */ url) =>
  /\.(?:woff2|png|jpe?g|webp|avif)$/i.test(url)

/**
 * The precache of sw.js: each entry's address and revision (null for a
 * hashed name), read from the worker as Workbox writes it, minified
 * (`{url:"a.js",revision:null}`) or not (`"url": "a.js"`).
 * @param {string} sw the text of sw.js
 * @returns {Map<string, string | null>}
 */
export function precacheOf(sw) {
  const entry =
    /"?url"?:\s*"([^"]+)",\s*"?revision"?:\s*(?:null|"([0-9a-f]+)")/g
  return new Map(
    [...sw.matchAll(entry)].map(([, url, revision]) => [url, revision ?? null]),
  )
}

/**
 * The precache of sw.js, as addresses.
 * @param {string} sw the text of sw.js
 * @returns {string[]}
 */
export function precachedUrls(sw) {
  return [...precacheOf(sw).keys()].map((url) => `/${url.replace(/^\//, '')}`)
}

/**
 * The Workbox runtime sw.js imports (`workbox-<hash>`, without `.js`).
 * @param {string} sw the text of sw.js
 */
export function workboxRuntimeOf(sw) {
  return /define\(\[\s*["'][.]\/(workbox-[\w-]+)["']/.exec(sw)?.[1]
}

/**
 * Whether a Workbox runtime is its development build (unminified, logging
 * every request; decision 093), which keeps `"development"` tests.
 * @param {string} runtime the text of the runtime
 */
export const isDevelopmentRuntime = (runtime) =>
  /["']development["']/.test(runtime)

/**
 * Each edition's lists in sw-editions.js (`editionWorkerScript`), or none
 * (a build before decision 077: every edition is the whole precache).
 * @param {string | null} script
 * @returns {Record<string, string[]>}
 */
export function editionListsOf(script) {
  if (script === null) return { en: [], te: [] }
  const lists = /\)\(self, (\{[\s\S]*?\}), "/.exec(script)?.[1]
  if (!lists) throw new Error('sw-editions.js holds no edition lists')
  return JSON.parse(lists)
}

/**
 * @param {{
 *   workerScripts: readonly string[],
 *   precached: readonly string[],
 *   editions: Record<string, readonly string[]>,
 *   sizeOf: (url: string) => number,
 * }} copy
 * @returns {{ edition: string, files: number, bytes: number }[]}
 */
export function measureOfflineCopy({
  workerScripts,
  precached,
  editions,
  sizeOf,
}) {
  return Object.entries(editions).map(([edition, own]) => {
    const files = [...new Set([...workerScripts, ...precached, ...own])]
    return {
      edition,
      files: files.length,
      bytes: files.reduce((total, url) => total + sizeOf(url), 0),
    }
  })
}

/**
 * @param {readonly { edition: string, bytes: number }[]} measured
 * @returns {string[]}
 */
export function offlineCopyProblems(measured) {
  return measured
    .filter(({ bytes }) => bytes > MAX_OFFLINE_COPY_BYTES)
    .map(
      ({ edition, bytes }) =>
        `the offline copy of the ${edition} edition is ${bytes} bytes, over ${MAX_OFFLINE_COPY_BYTES}`,
    )
}
