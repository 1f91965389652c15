import type { MemoryPicture, MemorySymbol } from '@/data/memory'

import { shuffle } from '../shared/shuffle'

/**
 * How long two cards that are not a pair stay face up before they turn back,
 * so both can be seen. A pair is matched at once: no pause after it.
 */
export const MEMORY_REVEAL_MS = 1000
/** At most this many cards are face up (and not yet matched) at once. */
export const MAX_FACE_UP = 2
export const MEMORY_COLUMNS = 4
/** 12 moves or fewer: "Amazing memory". */
export const AMAZING_MAX_MOVES = 12
/** 13 to 20 moves: "Great job"; more: "Well done". */
export const GREAT_MAX_MOVES = 20

export type MemoryCard = {
  /** Position-independent id, unique in the deck. */
  id: string
  name: string
  picture: MemoryPicture
  matched: boolean
}

export type MemoryState = {
  cards: MemoryCard[]
  /**
   * Indexes of face-up, unmatched cards: none, one, or two that are not a
   * pair (waiting to turn back).
   */
  flipped: number[]
  /** The pair the last flip found, until the next flip; for feedback. */
  lastPair: readonly [number, number] | null
  moves: number
  matches: number
}

export type MemoryAction =
  | { type: 'flip'; index: number }
  /**
   * Sent by the view MEMORY_REVEAL_MS after two cards that are not a pair:
   * they turn back.
   */
  | { type: 'settle' }
  /** A new round with a freshly shuffled deck (shuffled outside the reducer). */
  | { type: 'restart'; cards: MemoryCard[] }

export type MemoryDeps = {
  symbols: readonly MemorySymbol[]
  random: () => number
}

/** Two cards for every symbol, shuffled. */
export function createDeck({ symbols, random }: MemoryDeps): MemoryCard[] {
  const pairs = symbols.flatMap((symbol, index) =>
    ['a', 'b'].map((copy) => ({
      id: `${index}${copy}`,
      name: symbol.name,
      picture: symbol.picture,
      matched: false,
    })),
  )
  return shuffle(pairs, random)
}

export function createInitialState(deps: MemoryDeps): MemoryState {
  return {
    cards: createDeck(deps),
    flipped: [],
    lastPair: null,
    moves: 0,
    matches: 0,
  }
}

export function reducer(state: MemoryState, action: MemoryAction): MemoryState {
  switch (action.type) {
    case 'flip': {
      const card = state.cards[action.index]
      // While a mismatch shows, taps wait for it to turn back.
      if (
        !card ||
        card.matched ||
        state.flipped.length >= MAX_FACE_UP ||
        state.flipped.includes(action.index)
      ) {
        return state
      }
      const [first] = state.flipped
      if (first === undefined) {
        return { ...state, flipped: [action.index], lastPair: null }
      }
      // Each pair turned over is one move.
      const moves = state.moves + 1
      if (state.cards[first]?.name !== card.name) {
        return {
          ...state,
          flipped: [first, action.index],
          lastPair: null,
          moves,
        }
      }
      // A pair stays up, matched at once, and the next tap counts.
      return {
        ...state,
        cards: state.cards.map((c, i) =>
          i === first || i === action.index ? { ...c, matched: true } : c,
        ),
        flipped: [],
        lastPair: [first, action.index],
        moves,
        matches: state.matches + 1,
      }
    }
    case 'settle':
      if (state.flipped.length < MAX_FACE_UP) return state
      return { ...state, flipped: [] }
    case 'restart':
      return {
        cards: action.cards,
        flipped: [],
        lastPair: null,
        moves: 0,
        matches: 0,
      }
  }
}

export function selectPairCount(state: MemoryState): number {
  return state.cards.length / 2
}

export function selectIsComplete(state: MemoryState): boolean {
  return state.cards.length > 0 && state.matches === selectPairCount(state)
}

export function selectIsFaceUp(state: MemoryState, index: number): boolean {
  return state.flipped.includes(index) || state.cards[index]?.matched === true
}

/**
 * True while two cards that are not a pair show, waiting to turn back; the
 * only time a tap on a card is not taken.
 */
export function selectIsMismatchShowing(state: MemoryState): boolean {
  return state.flipped.length === MAX_FACE_UP
}

export type MemoryFeedback = 'amazing' | 'great' | 'wellDone'

export function memoryFeedback(moves: number): MemoryFeedback {
  if (moves <= AMAZING_MAX_MOVES) return 'amazing'
  if (moves <= GREAT_MAX_MOVES) return 'great'
  return 'wellDone'
}
