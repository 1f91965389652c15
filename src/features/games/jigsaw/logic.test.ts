import { describe, expect, it } from 'vitest'

import { seededRandom } from '../shared/seededRandom'
import {
  createInitialState,
  cutPieces,
  homeOf,
  isCloseToHome,
  isOverBoard,
  reducer,
  selectElapsedSeconds,
  selectIsComplete,
  selectMisplacedPiece,
  selectPieceCount,
  selectPlacedCount,
  SNAP_DISTANCE,
  type JigsawAction,
  type JigsawState,
} from './logic'

const START = 1_000_000
const run = (state: JigsawState, ...actions: JigsawAction[]) =>
  actions.reduce(reducer, state)
/** A 3 × 3 puzzle with the tray in reverse order: 8, 7, ..., 0. */
const start = () =>
  createInitialState({ size: 3, order: [8, 7, 6, 5, 4, 3, 2, 1, 0] })
const spotOf = (state: JigsawState, id: number) =>
  state.pieces.find((p) => p.id === id)?.spot

describe('cutting a puzzle', () => {
  it.each([3, 4, 5] as const)(
    'puts every piece of a puzzle %i pieces wide in the tray, shuffled',
    (size) => {
      const order = cutPieces(size, seededRandom(size))
      expect([...order].sort((a, b) => a - b)).toEqual(
        Array.from({ length: size * size }, (_, i) => i),
      )
      expect(order).not.toEqual([...order].sort((a, b) => a - b))
      const state = createInitialState({ size, order })
      expect(state.pieces.map((p) => p.id)).toEqual(order)
      expect(state.pieces.every((p) => p.spot.where === 'tray')).toBe(true)
      expect(selectPieceCount(state)).toBe(size * size)
      expect(selectPlacedCount(state)).toBe(0)
      expect(state.moves).toBe(0)
    },
  )

  it('refuses a tray with pieces missing or repeated', () => {
    expect(() => createInitialState({ size: 3, order: [0, 1, 2] })).toThrow(
      /not all there/,
    )
    expect(() =>
      createInitialState({
        size: 3,
        order: [0, 0, 1, 2, 3, 4, 5, 6, 7],
      }),
    ).toThrow(/not all there/)
  })

  it('knows each piece’s home: row by row from the top left', () => {
    expect(homeOf(0, 3)).toEqual({ x: 0, y: 0 })
    expect(homeOf(5, 3)).toEqual({ x: 2, y: 1 })
    expect(homeOf(7, 4)).toEqual({ x: 3, y: 1 })
    expect(homeOf(24, 5)).toEqual({ x: 4, y: 4 })
  })
})

describe('snapping', () => {
  it('snaps a piece dropped close to its place, and only then', () => {
    const home = homeOf(4, 3)
    expect(isCloseToHome(home, 4, 3)).toBe(true)
    expect(
      isCloseToHome(
        { x: home.x + SNAP_DISTANCE, y: home.y - SNAP_DISTANCE },
        4,
        3,
      ),
    ).toBe(true)
    expect(isCloseToHome({ x: home.x + 0.31, y: home.y }, 4, 3)).toBe(false)
    expect(isCloseToHome({ x: home.x, y: home.y + 0.5 }, 4, 3)).toBe(false)

    const near = run(start(), {
      type: 'drop',
      id: 4,
      at: { x: 1.2, y: 0.8 },
      time: START + 2000,
    })
    expect(spotOf(near, 4)).toEqual({ where: 'placed' })
    expect(near.last).toEqual({ type: 'placed', id: 4 })
    expect(near.moves).toBe(1)
    expect(selectPlacedCount(near)).toBe(1)
  })

  it('leaves a piece loose where it lands on the board, kept inside it', () => {
    const state = run(
      start(),
      { type: 'drop', id: 0, at: { x: 1.6, y: 2.1 }, time: START },
      { type: 'drop', id: 1, at: { x: 2.4, y: -0.4 }, time: START },
    )
    expect(spotOf(state, 0)).toEqual({
      where: 'board',
      at: { x: 1.6, y: 2 },
    })
    expect(spotOf(state, 1)).toEqual({ where: 'board', at: { x: 2, y: 0 } })
    expect(state.last).toEqual({ type: 'loose', id: 1, at: { x: 2, y: 0 } })
    expect(state.moves).toBe(2)
    expect(selectPlacedCount(state)).toBe(0)
  })

  it('marks the piece just put down in the wrong place, until the next move', () => {
    const loose = run(start(), {
      type: 'drop',
      id: 0,
      at: { x: 2, y: 2 },
      time: START,
    })
    expect(selectMisplacedPiece(start())).toBeNull()
    expect(selectMisplacedPiece(loose)).toBe(0)
    // Picked up again, snapped home, or sent back to the tray: no mark.
    expect(
      selectMisplacedPiece(run(loose, { type: 'pickUp', id: 0, time: START })),
    ).toBeNull()
    const home: JigsawAction = {
      type: 'drop',
      id: 0,
      at: { x: 0, y: 0 },
      time: START,
    }
    expect(selectMisplacedPiece(run(loose, home))).toBeNull()
    const off: JigsawAction = { ...home, at: { x: 5, y: 5 } }
    expect(selectMisplacedPiece(run(loose, off))).toBeNull()
  })

  it('sends a piece dropped off the board back to the tray', () => {
    expect(isOverBoard({ x: 2.4, y: 1 }, 3)).toBe(true)
    expect(isOverBoard({ x: 2.6, y: 1 }, 3)).toBe(false)
    expect(isOverBoard({ x: 1, y: -0.6 }, 3)).toBe(false)
    const fromTray = run(start(), {
      type: 'drop',
      id: 3,
      at: { x: 4, y: 1 },
      time: START,
    })
    expect(spotOf(fromTray, 3)).toEqual({ where: 'tray' })
    expect(fromTray.moves).toBe(0)
    expect(fromTray.last).toEqual({ type: 'putBack', id: 3 })

    const fromBoard = run(
      start(),
      { type: 'drop', id: 3, at: { x: 2, y: 2 }, time: START },
      { type: 'drop', id: 3, at: { x: -2, y: 1 }, time: START },
    )
    expect(spotOf(fromBoard, 3)).toEqual({ where: 'tray' })
    expect(fromBoard.moves).toBe(1)
    expect(fromBoard.last).toEqual({ type: 'backToTray', id: 3 })
  })

  it('keeps a placed piece in its place', () => {
    const placed = run(start(), {
      type: 'drop',
      id: 2,
      at: homeOf(2, 3),
      time: START,
    })
    const after = run(
      placed,
      { type: 'drop', id: 2, at: { x: 0, y: 0 }, time: START },
      { type: 'pickUp', id: 2, time: START },
    )
    expect(after).toBe(placed)
  })
})

describe('completion, moves and time', () => {
  it('starts the clock with the first piece touched', () => {
    expect(selectElapsedSeconds(start(), START + 10_000)).toBe(0)
    const picked = run(start(), { type: 'pickUp', id: 4, time: START + 3000 })
    expect(picked.startedAt).toBe(START + 3000)
    expect(selectElapsedSeconds(picked, START + 10_000)).toBe(7)
    const dropped = run(start(), {
      type: 'drop',
      id: 4,
      at: { x: 9, y: 9 },
      time: START + 1000,
    })
    expect(dropped.startedAt).toBe(START + 1000)
    // Later moves do not restart it.
    const later = run(dropped, {
      type: 'drop',
      id: 4,
      at: { x: 0, y: 0 },
      time: START + 8000,
    })
    expect(later.startedAt).toBe(START + 1000)
  })

  it('is complete when the last piece snaps, at that time', () => {
    let state = start()
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) {
      state = run(state, {
        type: 'drop',
        id,
        at: homeOf(id, 3),
        time: START + (id - 1) * 1000,
      })
    }
    expect(selectIsComplete(state)).toBe(false)
    expect(selectElapsedSeconds(state, START + 61_500)).toBe(61)
    state = run(state, {
      type: 'drop',
      id: 0,
      at: { x: 0.1, y: 0.2 },
      time: START + 42_000,
    })
    expect(selectIsComplete(state)).toBe(true)
    expect(state.finishedAt).toBe(START + 42_000)
    expect(state.moves).toBe(9)
    // The clock stops at the finish.
    expect(selectElapsedSeconds(state, START + 99_000)).toBe(42)
    // A finished puzzle takes no more moves.
    expect(run(state, { type: 'drop', id: 0, at: homeOf(0, 3), time: 0 })).toBe(
      state,
    )
  })

  it('counts every piece put down on the board as a move', () => {
    const state = run(
      start(),
      { type: 'drop', id: 5, at: { x: 0, y: 0 }, time: START },
      { type: 'drop', id: 5, at: { x: 1, y: 0 }, time: START },
      { type: 'drop', id: 5, at: homeOf(5, 3), time: START },
      { type: 'drop', id: 6, at: { x: 9, y: 9 }, time: START },
    )
    expect(state.moves).toBe(3)
  })
})

describe('the keyboard: pick up, move, put down', () => {
  it('picks a tray piece up over the first empty place', () => {
    const placedFirst = run(start(), {
      type: 'drop',
      id: 0,
      at: homeOf(0, 3),
      time: START,
    })
    const state = run(placedFirst, { type: 'pickUp', id: 7, time: START })
    expect(state.held).toEqual({ id: 7, at: { x: 1, y: 0 } })
    expect(state.last).toEqual({ type: 'pickedUp', id: 7, at: { x: 1, y: 0 } })
    // One piece at a time.
    expect(run(state, { type: 'pickUp', id: 6, time: START })).toBe(state)
  })

  it('picks a loose piece up where it lies, on the nearest place', () => {
    const state = run(
      start(),
      { type: 'drop', id: 7, at: { x: 1.8, y: 0.4 }, time: START },
      { type: 'pickUp', id: 7, time: START },
    )
    expect(state.held).toEqual({ id: 7, at: { x: 2, y: 0 } })
  })

  it('moves a whole place at a time, never off the board', () => {
    const state = run(
      start(),
      { type: 'pickUp', id: 7, time: START },
      { type: 'moveHeld', dx: 1, dy: 0 },
      { type: 'moveHeld', dx: 0, dy: 1 },
      { type: 'moveHeld', dx: 0, dy: 1 },
      { type: 'moveHeld', dx: 0, dy: 1 },
      { type: 'moveHeld', dx: -1, dy: 0 },
      { type: 'moveHeld', dx: -1, dy: 0 },
    )
    expect(state.held).toEqual({ id: 7, at: { x: 0, y: 2 } })
    expect(state.last).toEqual({ type: 'moved', id: 7, at: { x: 0, y: 2 } })
  })

  it('snaps a piece put down on its place, and leaves it loose elsewhere', () => {
    // Piece 7 belongs at column 1, row 2.
    const right = run(
      start(),
      { type: 'pickUp', id: 7, time: START },
      { type: 'moveHeld', dx: 1, dy: 0 },
      { type: 'moveHeld', dx: 0, dy: 2 },
      { type: 'dropHeld', time: START },
    )
    expect(spotOf(right, 7)).toEqual({ where: 'placed' })
    expect(right.held).toBeNull()
    expect(right.moves).toBe(1)

    const wrong = run(
      start(),
      { type: 'pickUp', id: 7, time: START },
      { type: 'dropHeld', time: START },
    )
    expect(spotOf(wrong, 7)).toEqual({ where: 'board', at: { x: 0, y: 0 } })
    expect(wrong.moves).toBe(1)
  })

  it('puts a held piece back where it was on Escape', () => {
    const state = run(
      start(),
      { type: 'pickUp', id: 3, time: START },
      { type: 'moveHeld', dx: 1, dy: 1 },
      { type: 'cancelHeld' },
    )
    expect(state.held).toBeNull()
    expect(spotOf(state, 3)).toEqual({ where: 'tray' })
    expect(state.moves).toBe(0)
    expect(state.last).toEqual({ type: 'putBack', id: 3 })
    expect(run(state, { type: 'cancelHeld' })).toBe(state)
    expect(run(state, { type: 'dropHeld', time: 0 })).toBe(state)
    expect(run(state, { type: 'moveHeld', dx: 1, dy: 0 })).toBe(state)
  })

  it('lets a pointer take over a held piece', () => {
    const state = run(
      start(),
      { type: 'pickUp', id: 3, time: START },
      { type: 'drop', id: 3, at: homeOf(3, 3), time: START },
    )
    expect(state.held).toBeNull()
    expect(spotOf(state, 3)).toEqual({ where: 'placed' })
  })
})

describe('starting again', () => {
  it('cuts a new puzzle, of any size, its clock not yet started', () => {
    const played = run(start(), {
      type: 'drop',
      id: 1,
      at: homeOf(1, 3),
      time: START,
    })
    const order = cutPieces(5, seededRandom(1))
    const again = run(played, { type: 'restart', size: 5, order })
    expect(again).toEqual(createInitialState({ size: 5, order }))
    expect(again.startedAt).toBeNull()
  })
})
