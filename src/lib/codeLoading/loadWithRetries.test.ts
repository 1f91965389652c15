import { describe, expect, it } from 'vitest'

import {
  failedModuleUrl,
  loadWithRetries,
  OFFLINE_RECHECK_MS,
  RETRY_DELAYS_MS,
  type RetryDeps,
} from './loadWithRetries'

const URL_OF_CHUNK = 'https://example.test/assets/boot-abc.js'
const fetchFailed = () =>
  new TypeError(`Failed to fetch dynamically imported module: ${URL_OF_CHUNK}`)

/**
 * A page to run `loadWithRetries` in: its connection, its pending next try
 * (at most one at a time) and what it was told, all in the test's hands.
 */
function fakePage({ online = true, gone = false } = {}) {
  const page = {
    online,
    gone,
    pending: null as { ms: number; run: () => void } | null,
    waitingReports: [] as boolean[],
    probes: [] as string[],
  }
  const deps: RetryDeps = {
    online: () => page.online,
    nextTry: (ms, run) => {
      expect(page.pending).toBeNull()
      page.pending = { ms, run }
    },
    isGone: (url) => {
      page.probes.push(url)
      return Promise.resolve(page.gone)
    },
    waiting: (waiting) => page.waitingReports.push(waiting),
  }
  /** Runs the pending try (its time has come, or the connection is back). */
  const tryNow = async () => {
    const next = page.pending
    if (!next) throw new Error('no try is pending')
    page.pending = null
    next.run()
    await settle()
  }
  return { page, deps, tryNow }
}

/** Lets the promises queued by a try run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A load that fails `failures` times with `error`, then gives `value`. */
function flakyLoad<T>(failures: number, value: T, error = fetchFailed) {
  const load = {
    calls: 0,
    run: () => {
      load.calls += 1
      return load.calls <= failures
        ? Promise.reject(error())
        : Promise.resolve(value)
    },
  }
  return load
}

describe('loadWithRetries', () => {
  it('gives what loads at once without saying anything', async () => {
    const { page, deps } = fakePage()
    const load = flakyLoad(0, 'app')
    await expect(loadWithRetries(load.run, deps)).resolves.toBe('app')
    expect(load.calls).toBe(1)
    expect(page.waitingReports).toEqual([])
    expect(page.pending).toBeNull()
  })

  it('offline, says it is waiting and tries again when the connection is back, then stops saying so', async () => {
    const { page, deps, tryNow } = fakePage({ online: false })
    const load = flakyLoad(1, 'app')
    const result = loadWithRetries(load.run, deps)
    await settle()
    expect(page.waitingReports).toEqual([true])
    // The online event is what it waits for; the timer is only a backstop.
    expect(page.pending?.ms).toBe(OFFLINE_RECHECK_MS)

    page.online = true
    await tryNow()
    await expect(result).resolves.toBe('app')
    expect(load.calls).toBe(2)
    expect(page.waitingReports).toEqual([true, false])
  })

  it('keeps waiting while still offline, however often it is woken', async () => {
    const { page, deps, tryNow } = fakePage({ online: false })
    const load = flakyLoad(5, 'app')
    const result = loadWithRetries(load.run, deps)
    await settle()
    for (let woken = 0; woken < 4; woken += 1) await tryNow()
    expect(load.calls).toBe(5)
    expect(page.pending?.ms).toBe(OFFLINE_RECHECK_MS)
    // Told once, not once a try.
    expect(page.waitingReports).toEqual([true])
    // Never asks the server whether the file is gone: it cannot be reached.
    expect(page.probes).toEqual([])
    page.online = true
    await tryNow()
    await expect(result).resolves.toBe('app')
  })

  it('online, backs off 1, 2, 4, then 8 s between tries', async () => {
    const { page, deps, tryNow } = fakePage()
    const load = flakyLoad(6, 'app')
    const result = loadWithRetries(load.run, deps)
    await settle()
    const waits: number[] = []
    while (page.pending) {
      waits.push(page.pending.ms)
      await tryNow()
    }
    await expect(result).resolves.toBe('app')
    expect(waits).toEqual([...RETRY_DELAYS_MS, 8000, 8000])
    expect(load.calls).toBe(7)
    // The file was there each time it was asked: a weak connection.
    expect(page.probes).toEqual([URL_OF_CHUNK, URL_OF_CHUNK])
    expect(page.waitingReports).toEqual([true, false])
  })

  it('online, once the tries have run out and the server says the file is gone, gives up for a reload', async () => {
    const { page, deps, tryNow } = fakePage({ gone: true })
    const load = flakyLoad(Infinity, 'app')
    const result = loadWithRetries(load.run, deps)
    // It rejects during the last try, before the test looks at it.
    result.catch(() => undefined)
    await settle()
    for (const _ of RETRY_DELAYS_MS) await tryNow()
    await expect(result).rejects.toThrow(URL_OF_CHUNK)
    expect(load.calls).toBe(RETRY_DELAYS_MS.length + 1)
    expect(page.probes).toEqual([URL_OF_CHUNK])
    expect(page.pending).toBeNull()
    expect(page.waitingReports).toEqual([true, false])
  })

  it('going offline in between starts the count of tries online again', async () => {
    const { page, deps, tryNow } = fakePage({ gone: true })
    const load = flakyLoad(Infinity, 'app')
    const result = loadWithRetries(load.run, deps).catch(
      (error: Error) => error,
    )
    await settle()
    await tryNow()
    await tryNow()
    page.online = false
    await tryNow()
    expect(page.pending?.ms).toBe(OFFLINE_RECHECK_MS)
    page.online = true
    await tryNow()
    expect(page.pending?.ms).toBe(RETRY_DELAYS_MS[0])
    for (const _ of RETRY_DELAYS_MS) await tryNow()
    expect(await result).toBeInstanceOf(TypeError)
  })

  it('where the browser does not name the file, running out of tries online is taken as a new version', async () => {
    const { page, deps, tryNow } = fakePage({ gone: false })
    const safari = () => new TypeError('Importing a module script failed.')
    const load = flakyLoad(Infinity, 'app', safari)
    const result = loadWithRetries(load.run, deps)
    // It rejects during the last try, before the test looks at it.
    result.catch(() => undefined)
    await settle()
    for (const _ of RETRY_DELAYS_MS) await tryNow()
    await expect(result).rejects.toThrow('Importing a module script failed.')
    expect(page.probes).toEqual([])
  })

  it('gives up at once on code that came and failed as it ran', async () => {
    const { page, deps } = fakePage()
    const load = flakyLoad(1, 'app', () => new Error('boom'))
    await expect(loadWithRetries(load.run, deps)).rejects.toThrow('boom')
    expect(load.calls).toBe(1)
    expect(page.waitingReports).toEqual([])
  })
})

describe('failedModuleUrl', () => {
  it.each([
    [`Failed to fetch dynamically imported module: ${URL_OF_CHUNK}`],
    [`error loading dynamically imported module: ${URL_OF_CHUNK}`],
  ])('finds the file in "%s"', (message) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(URL_OF_CHUNK)
  })

  it('finds none where the browser names none', () => {
    expect(
      failedModuleUrl(new TypeError('Importing a module script failed.')),
    ).toBeNull()
    expect(failedModuleUrl('Failed to fetch')).toBeNull()
  })
})
