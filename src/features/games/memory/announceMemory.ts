import { gamesText } from '@/lib/i18n/games'

import {
  memoryFeedback,
  selectIsComplete,
  selectPairCount,
  type MemoryState,
} from './logic'

/** What the live region says for the game as it is now. */
export function announceMemory(state: MemoryState): string {
  const total = selectPairCount(state)
  if (selectIsComplete(state)) {
    return `${gamesText(`games.memory.feedback.${memoryFeedback(state.moves)}`)} ${gamesText.count('games.memory.result', state.moves, { total })}`
  }
  const pairCard = state.lastPair ? state.cards[state.lastPair[0]] : undefined
  if (pairCard) {
    return gamesText('games.memory.pairFound', {
      name: pairCard.name,
      matches: state.matches,
      total,
    })
  }
  const [first, second] = state.flipped.map((index) => ({
    index,
    card: state.cards[index],
  }))
  if (first?.card && second?.card) {
    return gamesText('games.memory.noPair', {
      first: first.card.name,
      second: second.card.name,
    })
  }
  if (first?.card) {
    return gamesText('games.memory.flipped', {
      number: first.index + 1,
      name: first.card.name,
    })
  }
  return ''
}
