/**
 * When a notice that is not about what the child is doing (the site now
 * works offline) may show, and when it goes (decision 071): it waits until
 * the child has stopped tapping, scrolling and typing for a moment, and it
 * closes at the next touch. It never takes a tap itself (the toast is
 * `passive`: taps go through it to what is under it).
 */

/** What a child does: each puts off the notice. */
export const BUSY_EVENTS = [
  'pointerdown',
  'touchstart',
  'wheel',
  'keydown',
  'scroll',
] as const

/** What closes a notice that is showing: a touch, a click, the wheel. */
export const TOUCH_EVENTS = ['pointerdown', 'touchstart', 'wheel'] as const

/** How long the child must have been still before the notice shows. */
export const STILL_MS = 2000

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (timer: unknown) => void
}

const browserTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as number),
}

const LISTEN = { capture: true, passive: true } as const

/**
 * Calls `run` once nothing in `BUSY_EVENTS` has happened on `target` for
 * `stillMs`; each of them starts the wait again. Returns a function that
 * stops waiting.
 */
export function whenStill(
  target: EventTarget,
  stillMs: number,
  run: () => void,
  timers: Timers = browserTimers,
): () => void {
  let timer: unknown = null
  const stop = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
    for (const type of BUSY_EVENTS) {
      target.removeEventListener(type, restart, LISTEN)
    }
  }
  function restart() {
    if (timer !== null) timers.clearTimeout(timer)
    timer = timers.setTimeout(() => {
      stop()
      run()
    }, stillMs)
  }
  for (const type of BUSY_EVENTS) {
    target.addEventListener(type, restart, LISTEN)
  }
  restart()
  return stop
}

/** Calls `run` once, at the next touch on `target`; returns a function that stops listening. */
export function whenTouched(target: EventTarget, run: () => void): () => void {
  const stop = () => {
    for (const type of TOUCH_EVENTS) {
      target.removeEventListener(type, touched, LISTEN)
    }
  }
  function touched() {
    stop()
    run()
  }
  for (const type of TOUCH_EVENTS) {
    target.addEventListener(type, touched, LISTEN)
  }
  return stop
}
