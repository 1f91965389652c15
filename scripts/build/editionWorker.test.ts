import { describe, expect, it } from 'vitest'

import {
  EDITION_CACHE_PREFIX,
  editionWorker,
  type EditionWorkerScope,
} from './editionWorker.mjs'

const ORIGIN = 'https://site.test'
const FILES = {
  en: ['/assets/baloo-1.woff2'],
  te: ['/assets/te-1.js', '/assets/gotras-2.js'],
}

/** A Cache Storage in memory, keyed by address. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    const key = (request: Request | string) =>
      new URL(typeof request === 'string' ? request : request.url, ORIGIN).href
    return {
      keys: () =>
        Promise.resolve([...store.keys()].map((url) => new Request(url))),
      addAll: (urls: string[]) => {
        for (const url of urls) store.set(key(url), new Response(url))
        return Promise.resolve()
      },
      put: (request: Request, response: Response) => {
        store.set(key(request), response)
        return Promise.resolve()
      },
      match: (request: Request) =>
        Promise.resolve(store.get(key(request))?.clone()),
      delete: (request: Request) => Promise.resolve(store.delete(key(request))),
    } as unknown as Cache
  }
  const caches = {
    open: (name: string) => Promise.resolve(open(name)),
    has: (name: string) => Promise.resolve(stores.has(name)),
    keys: () => Promise.resolve([...stores.keys()]),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
  } as unknown as CacheStorage
  const held = (edition: string) =>
    [...(stores.get(EDITION_CACHE_PREFIX + edition)?.keys() ?? [])]
      .map((url) => new URL(url).pathname)
      .sort()
  return { caches, held, stores }
}

type Listener = (event: unknown) => void

/** The worker's scope with the pages `pageUrls` open. */
function workerWith(pageUrls: string[], files = FILES) {
  const memory = memoryCaches()
  const listeners = new Map<string, Listener>()
  const fetched: string[] = []
  const scope: EditionWorkerScope = {
    caches: memory.caches,
    clients: {
      matchAll: () =>
        Promise.resolve(pageUrls.map((path) => ({ url: ORIGIN + path }))),
    },
    location: { origin: ORIGIN },
    fetch: (request) => {
      fetched.push(new URL(request.url).pathname)
      return Promise.resolve(new Response('from the network'))
    },
    addEventListener: (type, listener) =>
      listeners.set(type, listener as Listener),
  }
  editionWorker(scope, files, EDITION_CACHE_PREFIX)
  /** Dispatches an extendable event; resolves when what it waits for has. */
  const dispatch = async (type: string, extra: object = {}) => {
    const waits: Promise<unknown>[] = []
    let response: Promise<Response> | undefined
    let stopped = false
    listeners.get(type)?.({
      ...extra,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (promise: Promise<Response>) => {
        response = promise
      },
      stopImmediatePropagation: () => {
        stopped = true
      },
    })
    await Promise.all(waits)
    return { response: await response, stopped }
  }
  const request = (path: string) =>
    dispatch('fetch', { request: new Request(ORIGIN + path) })
  return { ...memory, dispatch, request, fetched }
}

describe('editionWorker', () => {
  it('keeps the editions of the open pages when it installs, and no other', async () => {
    const worker = workerWith(['/te/games'])
    await worker.dispatch('install')
    expect(worker.held('te')).toEqual([
      '/assets/gotras-2.js',
      '/assets/te-1.js',
    ])
    expect(worker.stores.has(EDITION_CACHE_PREFIX + 'en')).toBe(false)
  })

  it('keeps an edition kept before, with no page open (an update)', async () => {
    const worker = workerWith([])
    await worker.dispatch('install')
    expect(worker.stores.size).toBe(0)
    await (await worker.caches.open(EDITION_CACHE_PREFIX + 'te')).addAll([])
    await worker.dispatch('install')
    expect(worker.held('te')).toHaveLength(2)
  })

  it('answers for an edition’s file from the network, then keeps the whole edition', async () => {
    const worker = workerWith(['/'])
    await worker.dispatch('install')
    expect(worker.held('te')).toEqual([])

    const first = await worker.request('/assets/te-1.js')
    expect(first.stopped).toBe(true)
    expect(await first.response?.text()).toBe('from the network')
    expect(worker.held('te')).toEqual([
      '/assets/gotras-2.js',
      '/assets/te-1.js',
    ])

    // Kept: the next time it comes from the cache.
    const again = await worker.request('/assets/gotras-2.js')
    expect(await again.response?.text()).toBe('/assets/gotras-2.js')
    expect(worker.fetched).toEqual(['/assets/te-1.js'])
  })

  it('leaves every other request to Workbox', async () => {
    const worker = workerWith(['/'])
    for (const path of ['/assets/entry-1.js', '/te/gotras', '/404.html']) {
      const { response, stopped } = await worker.request(path)
      expect(response).toBeUndefined()
      expect(stopped).toBe(false)
    }
    const elsewhere = await worker.dispatch('fetch', {
      request: new Request('https://other.test/assets/te-1.js'),
    })
    expect(elsewhere.response).toBeUndefined()
  })

  it('drops the files of earlier versions when it takes charge, and editions no longer built', async () => {
    const worker = workerWith(['/te'])
    const cache = await worker.caches.open(EDITION_CACHE_PREFIX + 'te')
    await cache.addAll(['/assets/te-0.js', '/assets/te-1.js'])
    await (
      await worker.caches.open(EDITION_CACHE_PREFIX + 'hi')
    ).addAll(['/assets/hi-1.js'])
    await worker.dispatch('activate')
    expect(worker.held('te')).toEqual(['/assets/te-1.js'])
    expect(worker.stores.has(EDITION_CACHE_PREFIX + 'hi')).toBe(false)
  })
})
