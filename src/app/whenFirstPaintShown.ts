/**
 * The longest a prerendered page waits for the browser to report its first
 * contentful paint before the app starts anyway (a browser that reports no
 * paint timing, a paint that never comes).
 */
export const FIRST_PAINT_WAIT_MS = 2000

type Schedule = (callback: () => void, ms: number) => unknown

export type FirstPaintDeps = {
  /** The tab is hidden: it will not paint until shown. */
  hidden: boolean
  /** The page arrived with content to paint (a prerendered page). */
  hasContent: boolean
  /**
   * Calls back once the first contentful paint has been shown; returns a
   * function that stops listening, or null when the browser cannot tell.
   */
  observeFirstContentfulPaint: (onPaint: () => void) => (() => void) | null
  nextFrame: (callback: () => void) => void
  setTimeout: Schedule
}

/**
 * Runs `start` once the page's first contentful paint is on screen, in a task
 * of its own (decisions 023 and 030). Until then nothing of the app is even
 * requested, so the first paint never waits for, or competes with, its code.
 * The browser's own report of the paint is the signal: a frame callback runs
 * before the frame is presented, and on a busy phone the app's code could
 * otherwise arrive before the page was shown. A hidden tab starts at once;
 * the plain app shell, with nothing to paint yet, after one frame.
 */
export function whenFirstPaintShown(start: () => void, deps: FirstPaintDeps) {
  if (deps.hidden) {
    start()
    return
  }
  let started = false
  let stopObserving: (() => void) | null = null
  const go = () => {
    if (started) return
    started = true
    stopObserving?.()
    deps.setTimeout(start, 0)
  }
  if (deps.hasContent) {
    stopObserving = deps.observeFirstContentfulPaint(go)
    if (stopObserving) {
      deps.setTimeout(go, FIRST_PAINT_WAIT_MS)
      return
    }
  }
  deps.nextFrame(go)
}

/** The browser's paint timing: "first-contentful-paint", buffered. */
export function observeFirstContentfulPaint(
  onPaint: () => void,
): (() => void) | null {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    return null
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) onPaint()
  })
  observer.observe({ type: 'paint', buffered: true })
  return () => observer.disconnect()
}
