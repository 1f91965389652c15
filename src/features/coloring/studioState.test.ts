import { describe, expect, it } from 'vitest'

import {
  canUndo,
  createStudioState,
  filledCount,
  MAX_UNDO_STEPS,
  studioReducer,
  type StudioAction,
  type StudioState,
} from './studioState'

const run = (state: StudioState, ...actions: StudioAction[]) =>
  actions.reduce(studioReducer, state)

describe('studioReducer', () => {
  it('fills a region and undoes it', () => {
    const filled = run(createStudioState(), {
      type: 'fill',
      regionId: 'diya-r01',
      color: '#FF9933',
    })
    expect(filled.fills).toEqual({ 'diya-r01': '#ff9933' })
    expect(canUndo(filled)).toBe(true)
    const undone = run(filled, { type: 'undo' })
    expect(undone.fills).toEqual({})
    expect(canUndo(undone)).toBe(false)
  })

  it('undoes steps one at a time, newest first', () => {
    const state = run(
      createStudioState(),
      { type: 'fill', regionId: 'a', color: '#ff9933' },
      { type: 'fill', regionId: 'b', color: '#d62828' },
      { type: 'fill', regionId: 'a', color: '#2e8f45' },
    )
    expect(state.fills).toEqual({ a: '#2e8f45', b: '#d62828' })
    const once = run(state, { type: 'undo' })
    expect(once.fills).toEqual({ a: '#ff9933', b: '#d62828' })
    const twice = run(once, { type: 'undo' })
    expect(twice.fills).toEqual({ a: '#ff9933' })
  })

  it('clears everything in one step that Undo can bring back', () => {
    const state = run(createStudioState({ a: '#ff9933', b: '#d62828' }), {
      type: 'clear',
    })
    expect(filledCount(state)).toBe(0)
    expect(run(state, { type: 'undo' }).fills).toEqual({
      a: '#ff9933',
      b: '#d62828',
    })
  })

  it('ignores steps that change nothing or carry a bad colour', () => {
    const start = createStudioState({ a: '#ff9933' })
    expect(run(start, { type: 'fill', regionId: 'a', color: '#ff9933' })).toBe(
      start,
    )
    expect(run(start, { type: 'fill', regionId: 'a', color: 'red' })).toBe(
      start,
    )
    expect(run(createStudioState(), { type: 'clear' }).past).toHaveLength(0)
    expect(run(createStudioState(), { type: 'undo' }).fills).toEqual({})
  })

  it('keeps at most MAX_UNDO_STEPS of history', () => {
    const actions = Array.from(
      { length: MAX_UNDO_STEPS + 20 },
      (_, i): StudioAction => ({
        type: 'fill',
        regionId: `r${i}`,
        color: '#2f6fdd',
      }),
    )
    const state = run(createStudioState(), ...actions)
    expect(state.past).toHaveLength(MAX_UNDO_STEPS)
    expect(filledCount(state)).toBe(MAX_UNDO_STEPS + 20)
  })
})
