/**
 * When an open tab asks the server for a new version of the site (decision
 * 027): when the tab becomes visible again, and every hour while it stays
 * open and visible. Never more than that: a check within the last minute
 * is enough for a tab shown again, and the hourly check waits a full hour
 * after the last one. Offline there is nothing to ask. A new version found
 * only raises the "new version" prompt, which waits for any game in
 * progress (UpdatePrompt); nothing here reloads the page.
 */

export const UPDATE_CHECK_EVERY_MS = 60 * 60_000
/** A tab shown again is checked unless it was checked this recently. */
export const VISIBLE_AGAIN_GAP_MS = 60_000
/** How often the hourly check looks at the clock. */
export const UPDATE_TICK_MS = 5 * 60_000

export type UpdateCheckReason = 'visible-again' | 'tick'

/** Whether to check now; pure, so the rules are tested on their own. */
export function shouldCheckForUpdate({
  reason,
  lastCheckAt,
  now,
  visible,
  online,
}: {
  reason: UpdateCheckReason
  lastCheckAt: number
  now: number
  visible: boolean
  online: boolean
}): boolean {
  if (!visible || !online) return false
  const since = now - lastCheckAt
  return reason === 'visible-again'
    ? since >= VISIBLE_AGAIN_GAP_MS
    : since >= UPDATE_CHECK_EVERY_MS
}

type UpdateCheckOptions = {
  /** Asks the server (the registration's `update()`). */
  check: () => Promise<unknown>
  now?: () => number
  doc?: Pick<
    Document,
    'visibilityState' | 'addEventListener' | 'removeEventListener'
  >
  isOnline?: () => boolean
}

/** Starts the checks; returns the function that stops them. */
export function startUpdateChecks({
  check,
  now = Date.now,
  doc = document,
  isOnline = () => navigator.onLine,
}: UpdateCheckOptions): () => void {
  // Registering has just checked.
  let lastCheckAt = now()
  const maybeCheck = (reason: UpdateCheckReason) => {
    const at = now()
    const go = shouldCheckForUpdate({
      reason,
      lastCheckAt,
      now: at,
      visible: doc.visibilityState === 'visible',
      online: isOnline(),
    })
    if (!go) return
    lastCheckAt = at
    check().catch((error: unknown) => {
      console.warn('Could not check for a new version:', error)
    })
  }
  const onVisibility = () => maybeCheck('visible-again')
  doc.addEventListener('visibilitychange', onVisibility)
  const timer = setInterval(() => maybeCheck('tick'), UPDATE_TICK_MS)
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility)
    clearInterval(timer)
  }
}
