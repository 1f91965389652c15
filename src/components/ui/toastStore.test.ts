import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  clearToasts,
  dismissToast,
  getToastState,
  initialToastState,
  subscribeToasts,
  toast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastItem,
} from './toastStore'

const item = (id: string): ToastItem => ({ id, title: id, open: true })

describe('toastReducer', () => {
  it('adds the newest toast first and keeps at most TOAST_LIMIT', () => {
    let state = initialToastState
    for (const id of ['a', 'b', 'c', 'd']) {
      state = toastReducer(state, { type: 'add', toast: item(id) })
    }
    expect(state.toasts.map((t) => t.id)).toEqual(['d', 'c', 'b'])
    expect(state.toasts).toHaveLength(TOAST_LIMIT)
  })

  it('dismisses one toast by id, or all without an id', () => {
    const state = { toasts: [item('a'), item('b')] }
    expect(
      toastReducer(state, { type: 'dismiss', id: 'a' }).toasts.map(
        (t) => t.open,
      ),
    ).toEqual([false, true])
    expect(
      toastReducer(state, { type: 'dismiss' }).toasts.map((t) => t.open),
    ).toEqual([false, false])
  })

  it('removes one toast by id, or all without an id', () => {
    const state = { toasts: [item('a'), item('b')] }
    expect(toastReducer(state, { type: 'remove', id: 'a' }).toasts).toEqual([
      item('b'),
    ])
    expect(toastReducer(state, { type: 'remove' }).toasts).toEqual([])
  })

  it('does not change the state it was given', () => {
    const state = { toasts: [item('a')] }
    toastReducer(state, { type: 'dismiss', id: 'a' })
    expect(state.toasts[0]?.open).toBe(true)
  })
})

describe('toast()', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('adds an open toast with the default variant and removes it after dismissal', () => {
    vi.useFakeTimers()
    const { id, dismiss } = toast({ title: 'Saved', description: 'All good' })
    expect(getToastState().toasts[0]).toMatchObject({
      id,
      title: 'Saved',
      description: 'All good',
      variant: 'default',
      open: true,
    })
    dismiss()
    expect(getToastState().toasts.find((t) => t.id === id)?.open).toBe(false)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(getToastState().toasts.find((t) => t.id === id)).toBeUndefined()
    dismissToast()
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
  })
})

describe('clearToasts()', () => {
  it('removes every toast at once and tells the listeners', () => {
    toast({ title: 'One' })
    toast({ title: 'Two' })
    const listener = vi.fn()
    const stop = subscribeToasts(listener)
    clearToasts()
    expect(getToastState().toasts).toEqual([])
    expect(listener).toHaveBeenCalledOnce()
    stop()
  })
})
