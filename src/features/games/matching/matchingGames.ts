import * as matchingModule from '@/data/matching'
import type { GameType } from '@/lib/backend'
import { teluguTwin } from '@/lib/i18n/edition'
import type { MessageKey } from '@/lib/i18n/games'

import type { MatchingPair } from './logic'

export type MatchingKind = 'festival' | 'hero'

type MatchingGameConfig = {
  gameType: Extract<GameType, 'festival_match' | 'hero_match'>
  pairs: readonly MatchingPair[]
  titleKey: MessageKey
  timeKey: MessageKey
  helpKey: MessageKey
  leftHeadingKey: MessageKey
  rightHeadingKey: MessageKey
}

const matchingContent = teluguTwin(
  matchingModule,
  () => import('@/data/te/matching'),
)

/**
 * Festival Matching and Hero Matching: the same engine, different pairs, in
 * the page's language (the pair ids, and so the scoring, are the same).
 */
export function matchingGame(kind: MatchingKind): MatchingGameConfig {
  const { festivalPairs, heroPairs } = matchingContent()
  return kind === 'festival'
    ? {
        gameType: 'festival_match',
        pairs: festivalPairs.map((pair, index) => ({
          id: `festival-${index}`,
          left: pair.festival,
          right: pair.description,
        })),
        titleKey: 'games.festival.title',
        timeKey: 'games.festival.time',
        helpKey: 'games.festival.help',
        leftHeadingKey: 'games.festival.leftHeading',
        rightHeadingKey: 'games.festival.rightHeading',
      }
    : {
        gameType: 'hero_match',
        pairs: heroPairs.map((pair, index) => ({
          id: `hero-${index}`,
          left: pair.hero,
          right: pair.achievement,
        })),
        titleKey: 'games.hero.title',
        timeKey: 'games.hero.time',
        helpKey: 'games.hero.help',
        leftHeadingKey: 'games.hero.leftHeading',
        rightHeadingKey: 'games.hero.rightHeading',
      }
}
