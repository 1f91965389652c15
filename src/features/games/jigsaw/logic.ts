import type { AgeBand } from '@/lib/ageBands/ageBands'

import { shuffle } from '../shared/shuffle'

/**
 * The jigsaw as a pure state machine. A picture is cut into size × size
 * pieces; each starts in the tray. A piece put down on the board snaps into
 * its place when it lands close to it (SNAP_DISTANCE) and stays there;
 * elsewhere on the board it lies loose; off the board it goes back to the
 * tray. Pointers drop a piece anywhere (`drop`); the keyboard picks one up,
 * moves it a whole place at a time and puts it down (`pickUp`, `moveHeld`,
 * `dropHeld`). The clock starts with the first piece touched and stops with
 * the last one placed; times come in with the actions (no clock is read).
 *
 * Positions are in pieces: the board's top-left corner is (0, 0), a piece is
 * 1 × 1, and the piece whose home is row r, column c belongs at (c, r).
 */

export const JIGSAW_SIZES = [3, 4, 5] as const
export type JigsawSize = (typeof JIGSAW_SIZES)[number]

/** The puzzle's size for each band of the age scheme (decision 068). */
export const JIGSAW_SIZE_OF_BAND = {
  '5-7': 3,
  '8-10': 4,
  '11-15': 5,
} as const satisfies Record<AgeBand, JigsawSize>

/** How near (in pieces, across and down) a dropped piece must be to snap. */
export const SNAP_DISTANCE = 0.3

export type Point = { x: number; y: number }

export type PieceSpot =
  { where: 'tray' } | { where: 'board'; at: Point } | { where: 'placed' }

export type JigsawPiece = {
  /** Its home: row `Math.floor(id / size)`, column `id % size`. */
  id: number
  spot: PieceSpot
}

/** A piece picked up with the keyboard, and where it hovers on the board. */
export type HeldPiece = { id: number; at: Point }

export type JigsawEvent =
  | { type: 'none' }
  | { type: 'pickedUp'; id: number; at: Point }
  | { type: 'moved'; id: number; at: Point }
  | { type: 'placed'; id: number }
  | { type: 'loose'; id: number; at: Point }
  | { type: 'backToTray'; id: number }
  | { type: 'putBack'; id: number }

export type JigsawState = {
  size: JigsawSize
  /** In tray order (shuffled once, when the puzzle is cut). */
  pieces: readonly JigsawPiece[]
  held: HeldPiece | null
  /** Pieces put down on the board. */
  moves: number
  /** When the first piece was picked up or dropped (null before). */
  startedAt: number | null
  finishedAt: number | null
  last: JigsawEvent
}

export type JigsawAction =
  /** A piece let go by a pointer, its top-left corner at `at`. */
  | { type: 'drop'; id: number; at: Point; time: number }
  | { type: 'pickUp'; id: number; time: number }
  | { type: 'moveHeld'; dx: number; dy: number }
  | { type: 'dropHeld'; time: number }
  | { type: 'cancelHeld' }
  /** A new puzzle: `order` is the tray order of the pieces. */
  | { type: 'restart'; size: JigsawSize; order: readonly number[] }

export function homeOf(id: number, size: number): Point {
  return { x: id % size, y: Math.floor(id / size) }
}

/** The tray order of a freshly cut puzzle. */
export function cutPieces(size: JigsawSize, random: () => number): number[] {
  return shuffle(
    Array.from({ length: size * size }, (_, id) => id),
    random,
  )
}

export function createInitialState({
  size,
  order,
}: {
  size: JigsawSize
  order: readonly number[]
}): JigsawState {
  const expected = Array.from({ length: size * size }, (_, id) => id)
  if ([...order].sort((a, b) => a - b).join() !== expected.join()) {
    throw new Error(
      `The pieces of a ${size} × ${size} jigsaw are not all there.`,
    )
  }
  return {
    size,
    pieces: order.map((id) => ({ id, spot: { where: 'tray' } })),
    held: null,
    moves: 0,
    startedAt: null,
    finishedAt: null,
    last: { type: 'none' },
  }
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)

export function isCloseToHome(at: Point, id: number, size: number): boolean {
  const home = homeOf(id, size)
  // A hair over the distance, so 1 - 0.3 (0.7000000000000001) still counts.
  const near = SNAP_DISTANCE + 1e-9
  return Math.abs(at.x - home.x) <= near && Math.abs(at.y - home.y) <= near
}

/** Whether a piece with its corner at `at` lies mostly over the board. */
export function isOverBoard(at: Point, size: number): boolean {
  const [cx, cy] = [at.x + 0.5, at.y + 0.5]
  return cx >= 0 && cx <= size && cy >= 0 && cy <= size
}

function withSpot(state: JigsawState, id: number, spot: PieceSpot) {
  return state.pieces.map((piece) =>
    piece.id === id ? { ...piece, spot } : piece,
  )
}

/** Puts piece `id` down with its corner at `at`. */
function putDown(
  state: JigsawState,
  id: number,
  at: Point,
  time: number,
): JigsawState {
  const found = state.pieces.find((p) => p.id === id)
  if (!found || found.spot.where === 'placed') return state
  return settle(
    { ...state, startedAt: state.startedAt ?? time },
    found,
    at,
    time,
  )
}

function settle(
  state: JigsawState,
  piece: JigsawPiece,
  at: Point,
  time: number,
): JigsawState {
  const { id } = piece
  const held = state.held?.id === id ? null : state.held
  const { size } = state
  if (isCloseToHome(at, id, size)) {
    const pieces = withSpot(state, id, { where: 'placed' })
    const finished = pieces.every((p) => p.spot.where === 'placed')
    return {
      ...state,
      pieces,
      held,
      moves: state.moves + 1,
      finishedAt: finished ? time : null,
      last: { type: 'placed', id },
    }
  }
  if (isOverBoard(at, size)) {
    const spot = { x: clamp(at.x, size - 1), y: clamp(at.y, size - 1) }
    return {
      ...state,
      pieces: withSpot(state, id, { where: 'board', at: spot }),
      held,
      moves: state.moves + 1,
      last: { type: 'loose', id, at: spot },
    }
  }
  if (piece.spot.where === 'tray') {
    return { ...state, held, last: { type: 'putBack', id } }
  }
  return {
    ...state,
    pieces: withSpot(state, id, { where: 'tray' }),
    held,
    last: { type: 'backToTray', id },
  }
}

/** Where a piece picked up with the keyboard starts: its own spot on the
 * board, or else the first place that is still empty. */
function startingPoint(state: JigsawState, piece: JigsawPiece): Point {
  if (piece.spot.where === 'board') {
    const { x, y } = piece.spot.at
    return { x: Math.round(x), y: Math.round(y) }
  }
  const placed = new Set(
    state.pieces.filter((p) => p.spot.where === 'placed').map((p) => p.id),
  )
  const free = Array.from({ length: state.size ** 2 }, (_, i) => i).find(
    (i) => !placed.has(i),
  )
  return homeOf(free ?? 0, state.size)
}

export function reducer(state: JigsawState, action: JigsawAction): JigsawState {
  if (action.type === 'restart') {
    return createInitialState(action)
  }
  if (state.finishedAt !== null) return state
  switch (action.type) {
    case 'drop':
      return putDown(state, action.id, action.at, action.time)
    case 'pickUp': {
      const piece = state.pieces.find((p) => p.id === action.id)
      if (!piece || piece.spot.where === 'placed' || state.held) return state
      const at = startingPoint(state, piece)
      return {
        ...state,
        startedAt: state.startedAt ?? action.time,
        held: { id: piece.id, at },
        last: { type: 'pickedUp', id: piece.id, at },
      }
    }
    case 'moveHeld': {
      if (!state.held) return state
      const max = state.size - 1
      const at = {
        x: clamp(state.held.at.x + action.dx, max),
        y: clamp(state.held.at.y + action.dy, max),
      }
      return {
        ...state,
        held: { ...state.held, at },
        last: { type: 'moved', id: state.held.id, at },
      }
    }
    case 'dropHeld':
      if (!state.held) return state
      return putDown(state, state.held.id, state.held.at, action.time)
    case 'cancelHeld':
      if (!state.held) return state
      return {
        ...state,
        held: null,
        last: { type: 'putBack', id: state.held.id },
      }
  }
}

export function selectPieceCount(state: JigsawState): number {
  return state.size * state.size
}

export function selectPlacedCount(state: JigsawState): number {
  return state.pieces.filter((p) => p.spot.where === 'placed').length
}

/**
 * The piece just put down in a place that is not its own, marked (and
 * shaken) until the next move; null after any other move.
 */
export function selectMisplacedPiece(state: JigsawState): number | null {
  return state.last.type === 'loose' ? state.last.id : null
}

export function selectIsComplete(state: JigsawState): boolean {
  return state.finishedAt !== null
}

/**
 * Whole seconds from the first move to now, or to the finish once finished;
 * 0 before the first move.
 */
export function selectElapsedSeconds(state: JigsawState, now: number): number {
  if (state.startedAt === null) return 0
  const end = state.finishedAt ?? now
  return Math.max(0, Math.floor((end - state.startedAt) / 1000))
}
