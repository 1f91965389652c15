import { gamesText } from '@/lib/i18n/games'

import { selectIsComplete, type MatchingState } from './logic'

/** The end of a round: "Perfect Match!" only when no pick missed. */
export function matchingResultText(
  total: number,
  misses: number,
): { heading: string; body: string } {
  if (misses === 0) {
    return {
      heading: gamesText('games.matching.complete'),
      body: gamesText('games.matching.completeBody', { total }),
    }
  }
  return {
    heading: gamesText('games.matching.allMatched'),
    body: gamesText.count('games.matching.completeTries', total + misses, {
      total,
    }),
  }
}

/** What the live region says for the game as it is now. */
export function announceMatching(state: MatchingState): string {
  const total = state.pairs.length
  if (selectIsComplete(state)) {
    const { heading, body } = matchingResultText(total, state.misses)
    return `${heading} ${body}`
  }
  if (state.lastOutcome === 'miss') return gamesText('games.matching.miss')
  if (state.lastOutcome === 'match') {
    const lastId = state.matched[state.matched.length - 1]
    const pair = state.pairs.find((p) => p.id === lastId)
    return gamesText('games.matching.match', {
      item: pair?.left ?? '',
      matches: state.matched.length,
      total,
    })
  }
  const selectedId = state.selectedLeft ?? state.selectedRight
  const pair = state.pairs.find((p) => p.id === selectedId)
  if (!pair) return ''
  const item = state.selectedLeft ? pair.left : pair.right
  return gamesText('games.matching.selected', { item })
}
