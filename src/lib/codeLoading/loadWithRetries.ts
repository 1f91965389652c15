/**
 * Loading the site's code again when it could not be fetched (decision 071):
 * the start-up script, a page's code, a game's. Kept pure (the browser's
 * timers, `online` event and `fetch` come in as `RetryDeps`) so the order of
 * the tries can be tested; ./keepLoading.ts wires it to the page.
 */

/**
 * After a new deploy an open tab may ask for a chunk that no longer exists;
 * browsers word that failure differently. The same failure happens when
 * there is no connection and the chunk is not in the offline copy.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    error.message,
  )
}

/** The waits between tries while the browser says it is online. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const

/** While offline the `online` event says when to try; this is only a backstop. */
export const OFFLINE_RECHECK_MS = 30_000

export type RetryDeps = {
  /** `navigator.onLine`: `false` is reliable, `true` only means a network is there. */
  online: () => boolean
  /**
   * Calls `run` once, at the first of: `ms` have passed, the connection has
   * come back (`online`), the visitor asked to try again now.
   */
  nextTry: (ms: number, run: () => void) => void
  /**
   * Whether the server answers that the file at `url` is not there (a new
   * version of the site replaced it); `false` when it is there or the
   * server cannot be reached.
   */
  isGone: (url: string) => Promise<boolean>
  /** Says that the code is being waited for (`true`), or no longer (`false`). */
  waiting: (waiting: boolean) => void
}

/**
 * The address of the file a failed `import()` names: Chromium's "Failed to
 * fetch dynamically imported module: <url>", Firefox's "error loading
 * dynamically imported module: <url>". Safari names none.
 */
export function failedModuleUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null
  return /(https?:\/\/\S+?\.m?js)\b/.exec(error.message)?.[1] ?? null
}

/**
 * Runs `load` until it succeeds. When the code could not be fetched it says
 * so (`waiting(true)`) and tries again: when the connection comes back,
 * when asked, and while the browser says it is online, after 1, 2, 4 and
 * then every 8 seconds. The browser fetches a failed module anew on the
 * next `import()` of it, so the same `load` is called each time.
 *
 * It gives up (rejects with the load's error) on an error that is not a
 * failed fetch (the code came and failed as it ran) and when, online, the
 * tries have run out and the server says the file is gone: a new version
 * of the site replaced it, and a reload is the answer. Where the browser
 * does not name the file, running out of tries online is taken as that.
 */
export function loadWithRetries<T>(
  load: () => Promise<T>,
  deps: RetryDeps,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let failuresOnline = 0
    let waiting = false
    const setWaiting = (now: boolean) => {
      if (now === waiting) return
      waiting = now
      deps.waiting(now)
    }
    // The load’s own rejection (an Error, as import() gives).
    const giveUp = (error: unknown) => {
      setWaiting(false)
      reject(error instanceof Error ? error : new Error(String(error)))
    }

    const attempt = () => {
      load().then(
        (value) => {
          setWaiting(false)
          resolve(value)
        },
        (error: unknown) => void failed(error),
      )
    }

    const failed = async (error: unknown) => {
      if (!isChunkLoadError(error)) {
        giveUp(error)
        return
      }
      if (!deps.online()) {
        failuresOnline = 0
        setWaiting(true)
        deps.nextTry(OFFLINE_RECHECK_MS, attempt)
        return
      }
      failuresOnline += 1
      if (failuresOnline > RETRY_DELAYS_MS.length) {
        const url = failedModuleUrl(error)
        if (url === null || (await deps.isGone(url))) {
          giveUp(error)
          return
        }
      }
      setWaiting(true)
      const delay =
        RETRY_DELAYS_MS[Math.min(failuresOnline, RETRY_DELAYS_MS.length) - 1]
      deps.nextTry(delay ?? OFFLINE_RECHECK_MS, attempt)
    }

    attempt()
  })
}
