// The service worker's part that keeps each edition's own files (issue 46,
// decision 077). sw.js (Workbox, scripts/build/pwaOptions.ts) precaches what
// every edition needs; this script, which sw.js imports, keeps an edition's
// own files (scripts/build/offlineEditions.mjs) once the visitor reads it:
// at install for the editions of the open pages and those kept before, and,
// when a page asks for one of an edition's files, all of that edition's.

/** The script sw.js imports, written into dist/ by the prerender. */
export const EDITION_WORKER_FILE = 'sw-editions.js'

/** Each edition's files are kept in the cache of this name + the edition. */
export const EDITION_CACHE_PREFIX = 'vasavi-kids-edition-'

/**
 * Runs in the service worker; written out as source (`editionWorkerScript`),
 * so it uses nothing from this module. `worker` is the worker's global scope.
 * @param {ServiceWorkerGlobalScope} worker
 * @param {Record<string, readonly string[]>} files each edition's own files
 * @param {string} cachePrefix
 */
export function editionWorker(worker, files, cachePrefix) {
  /** @type {Map<string, string>} */
  const editionOfFile = new Map()
  for (const [edition, list] of Object.entries(files)) {
    for (const file of list) editionOfFile.set(file, edition)
  }
  const cacheName = (/** @type {string} */ edition) => cachePrefix + edition
  const editionOfPath = (/** @type {string} */ pathname) =>
    pathname === '/te' || pathname.startsWith('/te/') ? 'te' : 'en'
  const pathOf = (/** @type {{ url: string }} */ request) =>
    new URL(request.url).pathname

  /** @type {Map<string, Promise<void>>} */
  const keeping = new Map()
  /** Fetches what the edition's cache lacks of its files; once a worker. */
  const keep = (/** @type {string} */ edition) => {
    let kept = keeping.get(edition)
    if (!kept) {
      kept = worker.caches.open(cacheName(edition)).then(async (cache) => {
        const held = new Set((await cache.keys()).map(pathOf))
        await cache.addAll(files[edition].filter((file) => !held.has(file)))
      })
      // A failed attempt (offline) is tried again on the next occasion.
      kept.catch(() => keeping.delete(edition))
      keeping.set(edition, kept)
    }
    return kept
  }

  /** The editions of the open pages, and those this device kept before. */
  const wantedEditions = async () => {
    const pages = await worker.clients.matchAll({
      type: 'window',
      includeUncontrolled: true,
    })
    const wanted = new Set(
      pages.map((page) => editionOfPath(new URL(page.url).pathname)),
    )
    for (const edition of Object.keys(files)) {
      if (await worker.caches.has(cacheName(edition))) wanted.add(edition)
    }
    return [...wanted].filter((edition) => edition in files)
  }

  // The offline copy is ready (the worker installed) only with the
  // visitor's edition in it.
  worker.addEventListener('install', (event) => {
    event.waitUntil(
      wantedEditions().then((editions) => Promise.all(editions.map(keep))),
    )
  })

  // Files of earlier versions go once this version is in charge; the
  // editions are kept.
  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      worker.caches.keys().then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(cachePrefix))
            .map(async (name) => {
              const list = files[name.slice(cachePrefix.length)]
              if (!list) return worker.caches.delete(name)
              const cache = await worker.caches.open(name)
              for (const request of await cache.keys()) {
                if (!list.includes(pathOf(request))) {
                  await cache.delete(request)
                }
              }
            }),
        ),
      ),
    )
  })

  const answer = async (
    /** @type {string} */ edition,
    /** @type {Request} */ request,
  ) => {
    const cache = await worker.caches.open(cacheName(edition))
    // A page asks for scripts and fonts in CORS mode, with an Origin header
    // that the kept request had not: the server's `Vary` must not matter.
    const cached = await cache.match(request, { ignoreVary: true })
    if (cached) return cached
    const response = await worker.fetch(request)
    if (response.ok) await cache.put(request, response.clone())
    return response
  }

  worker.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.method !== 'GET') return
    const url = new URL(request.url)
    if (url.origin !== worker.location.origin) return
    const edition = editionOfFile.get(url.pathname)
    if (!edition) return
    // This script answers for the edition's files: Workbox's routes,
    // registered after it (the fonts' cache), never see them.
    event.stopImmediatePropagation()
    event.respondWith(answer(edition, request))
    // The visitor reads this edition now: keep all of it, for offline.
    event.waitUntil(keep(edition).catch(() => undefined))
  })
}

/**
 * The source of sw-editions.js: `editionWorker` run with this build's lists.
 * @param {Record<string, readonly string[]>} files
 * @returns {string}
 */
export function editionWorkerScript(files) {
  return (
    '// Generated by scripts/build/prerender.mjs from scripts/build/editionWorker.mjs.\n' +
    `;(${editionWorker.toString()})(self, ${JSON.stringify(files)}, ${JSON.stringify(EDITION_CACHE_PREFIX)})\n`
  )
}
