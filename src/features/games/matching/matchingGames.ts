import type { ReactElement } from 'react'

import * as matchingModule from '@/data/matching'
import type { GameType } from '@/lib/backend'
import { teluguTwin } from '@/lib/i18n/edition'
import type { MessageKey } from '@/lib/i18n/games'

import { FESTIVAL_ART } from '../faces/festivalArt'
import { HERO_ART } from '../faces/heroArt'
import type { MatchingPair } from './logic'

export type MatchingKind = 'festival' | 'hero'

type MatchingGameConfig = {
  gameType: Extract<GameType, 'festival_match' | 'hero_match'>
  pairs: readonly MatchingPair[]
  /** The drawing shown above each left-hand item, by pair id. */
  pictures: Readonly<Record<string, ReactElement>>
  titleKey: MessageKey
  timeKey: MessageKey
  /** The instructions for a touch screen and for a mouse. */
  helpTapKey: MessageKey
  helpClickKey: MessageKey
  leftHeadingKey: MessageKey
  rightHeadingKey: MessageKey
}

const festivalId = (index: number) => `festival-${index}`
const heroId = (index: number) => `hero-${index}`

const matchingContent = teluguTwin(
  matchingModule,
  () => import('@/data/te/matching'),
)

/**
 * Festival Matching and Hero Matching: the same engine, different pairs, in
 * the page's language (the pair ids and pictures, and so the scoring, are the
 * same in both).
 */
export function matchingGame(kind: MatchingKind): MatchingGameConfig {
  const { festivalPairs, heroPairs } = matchingContent()
  return kind === 'festival'
    ? {
        gameType: 'festival_match',
        pairs: festivalPairs.map((pair, index) => ({
          id: festivalId(index),
          left: pair.festival,
          right: pair.description,
        })),
        pictures: Object.fromEntries(
          festivalPairs.map((pair, index) => [
            festivalId(index),
            FESTIVAL_ART[pair.picture],
          ]),
        ),
        titleKey: 'games.festival.title',
        timeKey: 'games.festival.time',
        helpTapKey: 'games.festival.help.tap',
        helpClickKey: 'games.festival.help.click',
        leftHeadingKey: 'games.festival.leftHeading',
        rightHeadingKey: 'games.festival.rightHeading',
      }
    : {
        gameType: 'hero_match',
        pairs: heroPairs.map((pair, index) => ({
          id: heroId(index),
          left: pair.hero,
          right: pair.achievement,
        })),
        pictures: Object.fromEntries(
          heroPairs.map((pair, index) => [
            heroId(index),
            HERO_ART[pair.picture],
          ]),
        ),
        titleKey: 'games.hero.title',
        timeKey: 'games.hero.time',
        helpTapKey: 'games.hero.help.tap',
        helpClickKey: 'games.hero.help.click',
        leftHeadingKey: 'games.hero.leftHeading',
        rightHeadingKey: 'games.hero.rightHeading',
      }
}
