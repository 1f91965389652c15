import { afterEach, describe, expect, it, vi } from 'vitest'

import { whenBrowserIdle } from './browserIdle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenBrowserIdle', () => {
  it('asks for an idle callback with the timeout, and cancels it', () => {
    const request = vi.fn(() => 7)
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', request)
    vi.stubGlobal('cancelIdleCallback', cancel)
    const run = vi.fn()
    const stop = whenBrowserIdle(run, 1500)
    expect(request).toHaveBeenCalledWith(run, { timeout: 1500 })
    stop()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('uses a timer where the browser has no idle callback', () => {
    vi.useFakeTimers()
    // Node, like some browsers, has no idle callback.
    expect('requestIdleCallback' in globalThis).toBe(false)
    const run = vi.fn()
    whenBrowserIdle(run, 1000)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledOnce()
    const other = vi.fn()
    whenBrowserIdle(other, 1000)()
    vi.advanceTimersByTime(10)
    expect(other).not.toHaveBeenCalled()
  })
})
