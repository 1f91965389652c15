import { t } from '@/lib/i18n/games'

import { selectIsComplete, type MatchingState } from './logic'

/** What the live region says for the game as it is now. */
export function announceMatching(state: MatchingState): string {
  const total = state.pairs.length
  if (selectIsComplete(state)) {
    return `${t('games.matching.complete')} ${t('games.matching.completeBody', { total })}`
  }
  if (state.lastOutcome === 'miss') return t('games.matching.miss')
  if (state.lastOutcome === 'match') {
    const lastId = state.matched[state.matched.length - 1]
    const pair = state.pairs.find((p) => p.id === lastId)
    return t('games.matching.match', {
      item: pair?.left ?? '',
      matches: state.matched.length,
      total,
    })
  }
  const selectedId = state.selectedLeft ?? state.selectedRight
  const pair = state.pairs.find((p) => p.id === selectedId)
  if (!pair) return ''
  const item = state.selectedLeft ? pair.left : pair.right
  return t('games.matching.selected', { item })
}
