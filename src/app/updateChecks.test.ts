import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  shouldCheckForUpdate,
  startUpdateChecks,
  UPDATE_CHECK_EVERY_MS,
  VISIBLE_AGAIN_GAP_MS,
} from './updateChecks'

describe('shouldCheckForUpdate', () => {
  const base = { lastCheckAt: 0, visible: true, online: true }

  it('checks a tab shown again unless it was checked a moment ago', () => {
    const visibleAgain = (now: number) =>
      shouldCheckForUpdate({ ...base, reason: 'visible-again', now })
    expect(visibleAgain(VISIBLE_AGAIN_GAP_MS - 1)).toBe(false)
    expect(visibleAgain(VISIBLE_AGAIN_GAP_MS)).toBe(true)
  })

  it('checks an open tab at most hourly', () => {
    const tick = (now: number) =>
      shouldCheckForUpdate({ ...base, reason: 'tick', now })
    expect(tick(UPDATE_CHECK_EVERY_MS - 1)).toBe(false)
    expect(tick(UPDATE_CHECK_EVERY_MS)).toBe(true)
  })

  it('never checks a hidden tab or offline', () => {
    const now = 10 * UPDATE_CHECK_EVERY_MS
    expect(
      shouldCheckForUpdate({ ...base, reason: 'tick', now, visible: false }),
    ).toBe(false)
    expect(
      shouldCheckForUpdate({
        ...base,
        reason: 'visible-again',
        now,
        online: false,
      }),
    ).toBe(false)
  })
})

describe('startUpdateChecks', () => {
  let visibility: DocumentVisibilityState = 'visible'
  let online = true
  const doc = {
    get visibilityState() {
      return visibility
    },
    addEventListener: document.addEventListener.bind(document),
    removeEventListener: document.removeEventListener.bind(document),
  }
  const show = (state: DocumentVisibilityState) => {
    visibility = state
    document.dispatchEvent(new Event('visibilitychange'))
  }

  beforeEach(() => {
    vi.useFakeTimers()
    visibility = 'visible'
    online = true
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function start() {
    const check = vi.fn(() => Promise.resolve())
    const stop = startUpdateChecks({
      check,
      now: () => Date.now(),
      doc,
      isOnline: () => online,
    })
    return { check, stop }
  }

  it('checks when the tab is shown again, and hourly while open', () => {
    const { check, stop } = start()
    vi.advanceTimersByTime(30 * 60_000)
    expect(check).not.toHaveBeenCalled()
    show('hidden')
    show('visible')
    expect(check).toHaveBeenCalledTimes(1)
    // Shown again at once: the check a moment ago is enough.
    show('hidden')
    show('visible')
    expect(check).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS)
    expect(check).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS)
    expect(check).toHaveBeenCalledTimes(3)
    stop()
    vi.advanceTimersByTime(3 * UPDATE_CHECK_EVERY_MS)
    show('visible')
    expect(check).toHaveBeenCalledTimes(3)
  })

  it('does not check while hidden or offline', () => {
    const { check, stop } = start()
    visibility = 'hidden'
    vi.advanceTimersByTime(3 * UPDATE_CHECK_EVERY_MS)
    expect(check).not.toHaveBeenCalled()
    online = false
    show('visible')
    expect(check).not.toHaveBeenCalled()
    online = true
    show('visible')
    expect(check).toHaveBeenCalledTimes(1)
    stop()
  })

  it('survives a failed check', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const check = vi.fn(() => Promise.reject(new Error('offline')))
    const stop = startUpdateChecks({ check, doc, isOnline: () => true })
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS)
    await vi.runOnlyPendingTimersAsync()
    expect(warn).toHaveBeenCalled()
    stop()
  })
})
