import { derange } from '../shared/derange'

/**
 * One engine for both matching games: a left column (festivals or heroes)
 * and a right column (descriptions or achievements), shuffled so that no
 * answer is straight across from its question.
 */

export const MATCHING_PAIR_COUNT = 4

export type MatchingPair = { id: string; left: string; right: string }
export type MatchingSide = 'left' | 'right'
export type MatchOutcome = 'match' | 'miss'

export type MatchingState = {
  pairs: readonly MatchingPair[]
  /**
   * Pair ids in the order the right column shows them: never the left
   * column's order at any row.
   */
  rightOrder: readonly string[]
  selectedLeft: string | null
  selectedRight: string | null
  matched: readonly string[]
  /** What the last completed selection was, for feedback; null otherwise. */
  lastOutcome: MatchOutcome | null
  /** The two items of a pick that was not a pair, until the next pick. */
  missed: { left: string; right: string } | null
  /** Picks that were not a pair, this round. */
  misses: number
}

export type MatchingAction =
  | { type: 'select'; side: MatchingSide; id: string }
  /**
   * A new round, maybe of other pairs; its right column is shuffled outside
   * the reducer.
   */
  | {
      type: 'restart'
      pairs: readonly MatchingPair[]
      rightOrder: readonly string[]
    }

export type MatchingDeps = {
  pairs: readonly MatchingPair[]
  random: () => number
}

/** The right column of a fresh round: no pair straight across. */
export function shuffleRightColumn({ pairs, random }: MatchingDeps): string[] {
  return derange(
    pairs.map((pair) => pair.id),
    random,
  )
}

export function createInitialState(deps: MatchingDeps): MatchingState {
  return {
    pairs: deps.pairs,
    rightOrder: shuffleRightColumn(deps),
    selectedLeft: null,
    selectedRight: null,
    matched: [],
    lastOutcome: null,
    missed: null,
    misses: 0,
  }
}

export function reducer(
  state: MatchingState,
  action: MatchingAction,
): MatchingState {
  switch (action.type) {
    case 'select': {
      const { side, id } = action
      const exists = state.pairs.some((pair) => pair.id === id)
      // Matched items cannot be picked again.
      if (!exists || state.matched.includes(id)) return state
      const key = side === 'left' ? 'selectedLeft' : 'selectedRight'
      if (state[key] === id) {
        // Selecting the same item again deselects it.
        return { ...state, [key]: null, lastOutcome: null, missed: null }
      }
      const next = { ...state, [key]: id, lastOutcome: null, missed: null }
      if (next.selectedLeft === null || next.selectedRight === null) {
        return next
      }
      const isMatch = next.selectedLeft === next.selectedRight
      // Either way, the selection clears.
      return {
        ...next,
        selectedLeft: null,
        selectedRight: null,
        matched: isMatch ? [...state.matched, id] : state.matched,
        lastOutcome: isMatch ? 'match' : 'miss',
        missed: isMatch
          ? null
          : { left: next.selectedLeft, right: next.selectedRight },
        misses: isMatch ? state.misses : state.misses + 1,
      }
    }
    case 'restart':
      return {
        ...state,
        pairs: action.pairs,
        rightOrder: action.rightOrder,
        misses: 0,
        selectedLeft: null,
        selectedRight: null,
        matched: [],
        lastOutcome: null,
        missed: null,
      }
  }
}

export function selectIsMatched(state: MatchingState, id: string): boolean {
  return state.matched.includes(id)
}

export function selectIsSelected(
  state: MatchingState,
  side: MatchingSide,
  id: string,
): boolean {
  return (side === 'left' ? state.selectedLeft : state.selectedRight) === id
}

/** The item was half of the pick that just missed (shaken, marked). */
export function selectIsMissed(
  state: MatchingState,
  side: MatchingSide,
  id: string,
): boolean {
  return state.missed?.[side] === id
}

export function selectIsComplete(state: MatchingState): boolean {
  return state.pairs.length > 0 && state.matched.length === state.pairs.length
}

export function selectRightColumn(state: MatchingState): MatchingPair[] {
  return state.rightOrder.flatMap((id) => {
    const pair = state.pairs.find((p) => p.id === id)
    return pair ? [pair] : []
  })
}

/** "Perfect Match!" is only for a round with no miss. */
export function selectIsPerfect(state: MatchingState): boolean {
  return selectIsComplete(state) && state.misses === 0
}
