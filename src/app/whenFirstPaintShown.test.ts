import { describe, expect, it, vi } from 'vitest'

import {
  FIRST_PAINT_WAIT_MS,
  type FirstPaintDeps,
  whenFirstPaintShown,
} from './whenFirstPaintShown'

/** Deps whose frame, timers and paint report the test fires by hand. */
function fakeBrowser(overrides: Partial<FirstPaintDeps> = {}) {
  const frames: (() => void)[] = []
  const timers: { callback: () => void; ms: number }[] = []
  let reportPaint: (() => void) | undefined
  const stopObserving = vi.fn()
  const deps: FirstPaintDeps = {
    hidden: false,
    hasContent: true,
    observeFirstContentfulPaint: (onPaint) => {
      reportPaint = onPaint
      return stopObserving
    },
    nextFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    ...overrides,
  }
  /** Runs (once) the timers due within `ms`; later ones stay. */
  const runTimers = (ms: number) => {
    const due = timers.filter((timer) => timer.ms <= ms)
    for (const timer of due) timers.splice(timers.indexOf(timer), 1)
    for (const timer of due) timer.callback()
  }
  return {
    deps,
    frames,
    timers,
    stopObserving,
    paint: () => reportPaint?.(),
    runTimers,
  }
}

describe('whenFirstPaintShown', () => {
  it('starts a prerendered page only after the browser reports its first contentful paint', () => {
    const start = vi.fn()
    const browser = fakeBrowser()
    whenFirstPaintShown(start, browser.deps)
    expect(browser.frames).toHaveLength(0)
    browser.runTimers(0)
    expect(start).not.toHaveBeenCalled()

    browser.paint()
    expect(browser.stopObserving).toHaveBeenCalled()
    expect(start).not.toHaveBeenCalled()
    // In a task of its own, after the paint report; the time limit, when it
    // comes, changes nothing.
    browser.runTimers(0)
    expect(start).toHaveBeenCalledTimes(1)
    browser.runTimers(FIRST_PAINT_WAIT_MS)
    browser.runTimers(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts anyway when no paint is reported in time, and only once', () => {
    const start = vi.fn()
    const browser = fakeBrowser()
    whenFirstPaintShown(start, browser.deps)
    expect(browser.timers.map((timer) => timer.ms)).toEqual([
      FIRST_PAINT_WAIT_MS,
    ])
    browser.runTimers(FIRST_PAINT_WAIT_MS)
    browser.paint()
    browser.runTimers(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('waits one frame where the browser cannot report paints', () => {
    const start = vi.fn()
    const browser = fakeBrowser({ observeFirstContentfulPaint: () => null })
    whenFirstPaintShown(start, browser.deps)
    expect(browser.frames).toHaveLength(1)
    browser.frames[0]?.()
    browser.runTimers(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('gives the empty app shell one frame: it has nothing to paint yet', () => {
    const start = vi.fn()
    const observe = vi.fn(() => vi.fn())
    const browser = fakeBrowser({
      hasContent: false,
      observeFirstContentfulPaint: observe,
    })
    whenFirstPaintShown(start, browser.deps)
    expect(observe).not.toHaveBeenCalled()
    browser.frames[0]?.()
    browser.runTimers(0)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts a hidden tab at once', () => {
    const start = vi.fn()
    whenFirstPaintShown(start, fakeBrowser({ hidden: true }).deps)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
