import { describe, expect, it } from 'vitest'

import { jigsawSound } from './jigsawSound'
import { createInitialState, reducer, type JigsawAction } from './logic'

/** A 3 × 3 puzzle with the pieces in order: piece n belongs at n - 1. */
const start = () =>
  createInitialState({ size: 3, order: [0, 1, 2, 3, 4, 5, 6, 7, 8] })
const drop = (id: number, x: number, y: number): JigsawAction => ({
  type: 'drop',
  id,
  at: { x, y },
  time: 1,
})

/** The sound of `action` after `before` has been played. */
function soundOf(before: JigsawAction[], action: JigsawAction) {
  const state = before.reduce(reducer, start())
  return jigsawSound(state, reducer(state, action))
}

describe('jigsawSound', () => {
  it('chimes when a dropped piece snaps into its place', () => {
    expect(soundOf([], drop(4, 1.2, 0.9))).toBe('match')
  })

  it('says "not quite" when a piece is put down in the wrong place', () => {
    expect(soundOf([], drop(0, 2, 2))).toBe('wrong')
    // Moved again on the board, still not home.
    expect(soundOf([drop(0, 2, 2)], drop(0, 1, 2))).toBe('wrong')
  })

  it('ticks when the keyboard picks a piece up, and sounds its drop', () => {
    const pickUp: JigsawAction = { type: 'pickUp', id: 0, time: 1 }
    expect(soundOf([], pickUp)).toBe('flip')
    expect(soundOf([pickUp], { type: 'dropHeld', time: 2 })).toBe('match')
    const moveDown: JigsawAction = { type: 'moveHeld', dx: 0, dy: 1 }
    expect(soundOf([pickUp, moveDown], { type: 'dropHeld', time: 2 })).toBe(
      'wrong',
    )
  })

  it('is silent for a held piece moving, put back, or a move that changes nothing', () => {
    const pickUp: JigsawAction = { type: 'pickUp', id: 0, time: 1 }
    expect(soundOf([pickUp], { type: 'moveHeld', dx: 1, dy: 0 })).toBeNull()
    expect(soundOf([pickUp], { type: 'cancelHeld' })).toBeNull()
    // Off the board: back to the tray.
    expect(soundOf([], drop(0, -3, -3))).toBeNull()
    expect(soundOf([drop(0, 2, 2)], drop(0, -3, -3))).toBeNull()
    // A placed piece cannot move again.
    expect(soundOf([drop(0, 0, 0)], drop(0, 2, 2))).toBeNull()
    expect(soundOf([], { type: 'dropHeld', time: 1 })).toBeNull()
  })

  it('is silent when a new puzzle is cut', () => {
    const order = [8, 7, 6, 5, 4, 3, 2, 1, 0]
    expect(soundOf([drop(0, 2, 2)], { type: 'restart', size: 3, order })).toBe(
      null,
    )
  })
})
