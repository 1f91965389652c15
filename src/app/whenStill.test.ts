import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { STILL_MS, whenStill, whenTouched } from './whenStill'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const fire = (target: EventTarget, type: string) =>
  target.dispatchEvent(new Event(type))

describe('whenStill', () => {
  it('runs once the child has been still for the whole wait', () => {
    const target = new EventTarget()
    const run = vi.fn()
    whenStill(target, STILL_MS, run)
    vi.advanceTimersByTime(STILL_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it.each(['pointerdown', 'touchstart', 'wheel', 'keydown', 'scroll'])(
    'waits again after each %s',
    (type) => {
      const target = new EventTarget()
      const run = vi.fn()
      whenStill(target, STILL_MS, run)
      for (let tap = 0; tap < 5; tap += 1) {
        vi.advanceTimersByTime(STILL_MS - 100)
        fire(target, type)
      }
      expect(run).not.toHaveBeenCalled()
      vi.advanceTimersByTime(STILL_MS)
      expect(run).toHaveBeenCalledTimes(1)
      // Once: later events start nothing.
      fire(target, type)
      vi.advanceTimersByTime(STILL_MS * 2)
      expect(run).toHaveBeenCalledTimes(1)
    },
  )

  it('a pointer that only moves is not busy (a mouse resting on the page)', () => {
    const target = new EventTarget()
    const run = vi.fn()
    whenStill(target, STILL_MS, run)
    vi.advanceTimersByTime(STILL_MS - 100)
    fire(target, 'pointermove')
    vi.advanceTimersByTime(100)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('stops waiting when told', () => {
    const target = new EventTarget()
    const run = vi.fn()
    const stop = whenStill(target, STILL_MS, run)
    stop()
    vi.advanceTimersByTime(STILL_MS * 2)
    fire(target, 'pointerdown')
    vi.advanceTimersByTime(STILL_MS * 2)
    expect(run).not.toHaveBeenCalled()
  })
})

describe('whenTouched', () => {
  it.each(['pointerdown', 'touchstart', 'wheel'])(
    'runs once, at a %s',
    (type) => {
      const target = new EventTarget()
      const run = vi.fn()
      whenTouched(target, run)
      fire(target, 'keydown')
      fire(target, 'scroll')
      expect(run).not.toHaveBeenCalled()
      fire(target, type)
      fire(target, type)
      expect(run).toHaveBeenCalledTimes(1)
    },
  )

  it('stops listening when told', () => {
    const target = new EventTarget()
    const run = vi.fn()
    whenTouched(target, run)()
    fire(target, 'pointerdown')
    expect(run).not.toHaveBeenCalled()
  })
})
