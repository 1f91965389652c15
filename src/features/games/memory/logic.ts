import type { MemoryPicture, MemorySymbol } from '@/data/memory'

import { shuffle } from '../shared/shuffle'

/** How long a flipped pair stays face up before it is settled. */
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
  /** Indexes of face-up, unmatched cards (0 to MAX_FACE_UP). */
  flipped: number[]
  moves: number
  matches: number
}

export type MemoryAction =
  | { type: 'flip'; index: number }
  /** Sent by the view MEMORY_REVEAL_MS after the second card of a pair. */
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
  return { cards: createDeck(deps), flipped: [], moves: 0, matches: 0 }
}

export function reducer(state: MemoryState, action: MemoryAction): MemoryState {
  switch (action.type) {
    case 'flip': {
      const card = state.cards[action.index]
      if (
        !card ||
        card.matched ||
        state.flipped.length >= MAX_FACE_UP ||
        state.flipped.includes(action.index)
      ) {
        return state
      }
      const flipped = [...state.flipped, action.index]
      // Each pair turned over is one move.
      const moves =
        flipped.length === MAX_FACE_UP ? state.moves + 1 : state.moves
      return { ...state, flipped, moves }
    }
    case 'settle': {
      if (state.flipped.length < MAX_FACE_UP) return state
      const [first, second] = state.flipped.map((i) => state.cards[i])
      if (first && second && first.name === second.name) {
        return {
          ...state,
          cards: state.cards.map((card, i) =>
            state.flipped.includes(i) ? { ...card, matched: true } : card,
          ),
          flipped: [],
          matches: state.matches + 1,
        }
      }
      return { ...state, flipped: [] }
    }
    case 'restart':
      return { cards: action.cards, flipped: [], moves: 0, matches: 0 }
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

/** True while a turned-over pair waits to be settled. */
export function selectIsRevealing(state: MemoryState): boolean {
  return state.flipped.length === MAX_FACE_UP
}

/** The two face-up cards have the same name (known before they settle). */
export function selectFlippedPairMatches(state: MemoryState): boolean {
  const [first, second] = state.flipped.map((i) => state.cards[i])
  return !!first && !!second && first.name === second.name
}

export type MemoryFeedback = 'amazing' | 'great' | 'wellDone'

export function memoryFeedback(moves: number): MemoryFeedback {
  if (moves <= AMAZING_MAX_MOVES) return 'amazing'
  if (moves <= GREAT_MAX_MOVES) return 'great'
  return 'wellDone'
}
