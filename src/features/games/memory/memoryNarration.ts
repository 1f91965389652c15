import type { NarrationItem } from '@/lib/speech/narrationQueue'

import type { MemoryState } from './logic'

/**
 * The cards just turned up, as Read to me says them: one card's name, two
 * names that are not a pair, or a pair's name once. `screen` changes with
 * every turn (null when no card is up), so each turn is read once.
 */
export function turnedUpNarration(state: MemoryState): {
  screen: string | null
  items: NarrationItem[]
} {
  const indexes = state.lastPair ?? state.flipped
  const names = [
    ...new Set(indexes.map((index) => state.cards[index]?.name ?? '')),
  ].filter((name) => name !== '')
  return {
    screen: names.length === 0 ? null : `${state.moves}:${indexes.join(',')}`,
    items: names.map((name) => ({ id: `card-${name}`, text: name })),
  }
}
