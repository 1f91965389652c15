import { describe, expect, it } from 'vitest'

import {
  canUndo,
  createStudioState,
  filledCount,
  MAX_UNDO_STEPS,
  parseStoredFills,
  serializeFills,
  studioReducer,
  studioStorageKey,
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

describe('saving work on this device', () => {
  it('round-trips fills through a versioned string', () => {
    const fills = { 'diya-r01': '#ff9933', 'diya-r02': '#ffffff' }
    expect(parseStoredFills(serializeFills(fills))).toEqual({
      status: 'ok',
      value: fills,
    })
    expect(studioStorageKey('diya')).toBe('vasavi-kids:coloring:diya')
  })

  it.each([
    ['broken JSON', '{not json'],
    ['truncated', '{"version":1,"fills":{"a":"#fff'],
    ['a list', '[1,2]'],
    ['another version', '{"version":2,"fills":{"a":"#ffffff"}}'],
    ['no version', '{"fills":{"a":"#ffffff"}}'],
    ['fills that are a list', '{"version":1,"fills":["#ffffff"]}'],
  ])('reads %s saved work as unreadable', (_what, text) => {
    expect(parseStoredFills(text)).toEqual({ status: 'unreadable' })
  })

  it('keeps good fills and drops bad colours (salvaged) or lost regions', () => {
    expect(
      parseStoredFills(
        '{"version":1,"fills":{"a":"#ffffff","b":"url(x)","c":7,"gone":"#000000"}}',
        new Set(['a', 'b', 'c']),
      ),
    ).toEqual({ status: 'salvaged', value: { a: '#ffffff' } })
    expect(
      parseStoredFills(
        '{"version":1,"fills":{"a":"#ffffff","gone":"#000000"}}',
        new Set(['a']),
      ),
    ).toEqual({ status: 'migrated', value: { a: '#ffffff' } })
  })
})
