/** The most frames a jump to a section keeps watching it (about 0.3 s). */
export const KEEP_IN_VIEW_FRAMES = 20

export type KeepInViewDeps = {
  nextFrame: (callback: () => void) => void
  /** Where the target's top is now, from the top of the screen. */
  top: () => number
  /** Scrolls the target back to where the jump put it. */
  scrollToTarget: () => void
  /** Calls back once if the visitor scrolls, taps or presses a key. */
  onVisitorMoves: (callback: () => void) => () => void
}

/**
 * Keeps a section the visitor jumped to where the jump put it while the
 * sections above it are laid out for the first time (decision 048): they
 * are drawn only near the screen, and until then hold an estimated height,
 * so the first frames after a jump can push the target down. It is scrolled
 * into place at once and then in each frame in which it has moved; the watch ends
 * after `KEEP_IN_VIEW_FRAMES` frames or as soon as the visitor moves the page
 * themselves.
 */
export function keepInView(deps: KeepInViewDeps): void {
  let stopped = false
  const stopWatching = deps.onVisitorMoves(() => {
    stopped = true
  })
  // The router has scrolled to the target already, but the first layout of
  // the page can have moved it before this runs.
  deps.scrollToTarget()
  let expected = deps.top()
  const watch = (framesLeft: number) => {
    if (stopped) return
    const top = deps.top()
    if (Math.abs(top - expected) > 1) {
      deps.scrollToTarget()
      expected = deps.top()
    }
    if (framesLeft > 1) deps.nextFrame(() => watch(framesLeft - 1))
    else stopWatching()
  }
  deps.nextFrame(() => watch(KEEP_IN_VIEW_FRAMES))
}

const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** `keepInView` for an element of this document, scrolled to as the browser scrolls to a #fragment. */
export function keepElementInView(target: HTMLElement, win: Window): void {
  keepInView({
    nextFrame: (callback) => void win.requestAnimationFrame(callback),
    top: () => target.getBoundingClientRect().top,
    scrollToTarget: () => target.scrollIntoView({ block: 'start' }),
    onVisitorMoves: (callback) => {
      const options = { once: true, passive: true, capture: true }
      const stop = () => {
        for (const name of VISITOR_MOVES)
          win.removeEventListener(name, stop, options)
        callback()
      }
      for (const name of VISITOR_MOVES)
        win.addEventListener(name, stop, options)
      return () => {
        for (const name of VISITOR_MOVES)
          win.removeEventListener(name, stop, options)
      }
    },
  })
}
