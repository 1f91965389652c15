import type { ReactElement } from 'react'

import * as foodsModule from '@/data/festivalFoods'
import * as matchingModule from '@/data/matching'
import type { HeroSetId } from '@/data/matching'
import type { GameType } from '@/lib/backend'
import { teluguTwin } from '@/lib/i18n/edition'
import type { GamesKey } from '@/lib/i18n/games'

import { FESTIVAL_ART } from '../faces/festivalArt'
import { HERO_ART } from '../faces/heroArt'
import type { MatchingPair } from './logic'
import type { MatchingContent } from './matchingRounds'

type MatchingGameConfig = {
  gameType: Extract<GameType, 'festival_match' | 'hero_match'>
  pairs: readonly MatchingPair[]
  /** The drawing shown above each left-hand item, by pair id. */
  pictures: Readonly<Record<string, ReactElement>>
  titleKey: GamesKey
  timeKey: GamesKey
  /** The name of the round's set, shown under the title. */
  setKey: GamesKey
  /** The instructions for a touch screen and for a mouse. */
  helpTapKey: GamesKey
  helpClickKey: GamesKey
  leftHeadingKey: GamesKey
  rightHeadingKey: GamesKey
}

const matchingContent = teluguTwin(
  matchingModule,
  () => import('@/data/te/matching'),
)
const foodsContent = teluguTwin(
  foodsModule,
  () => import('@/data/te/festivalFoods'),
)

type HeroSetText = Pick<
  MatchingGameConfig,
  | 'setKey'
  | 'helpTapKey'
  | 'helpClickKey'
  | 'leftHeadingKey'
  | 'rightHeadingKey'
>

const HERO_SET_TEXT: Record<HeroSetId, HeroSetText> = {
  heroes: {
    setKey: 'games.hero.set.heroes',
    helpTapKey: 'games.hero.help.tap',
    helpClickKey: 'games.hero.help.click',
    leftHeadingKey: 'games.hero.leftHeading',
    rightHeadingKey: 'games.hero.rightHeading',
  },
  sages: {
    setKey: 'games.hero.set.sages',
    helpTapKey: 'games.hero.sages.help.tap',
    helpClickKey: 'games.hero.sages.help.click',
    leftHeadingKey: 'games.hero.sages.leftHeading',
    rightHeadingKey: 'games.hero.sages.rightHeading',
  },
}

/** The pairs of a Hero Matching set, with their pictures where drawn. */
function heroSetPairs(
  set: HeroSetId,
): [MatchingPair[], Record<string, ReactElement>] {
  const { heroPairs, sagePairs } = matchingContent()
  switch (set) {
    case 'heroes': {
      const pairs = heroPairs.map((pair) => ({
        id: `hero-${pair.picture}`,
        left: pair.hero,
        right: pair.achievement,
      }))
      const pictures = Object.fromEntries(
        heroPairs.map((pair) => [
          `hero-${pair.picture}`,
          HERO_ART[pair.picture],
        ]),
      )
      return [pairs, pictures]
    }
    case 'sages':
      return [
        sagePairs.map((pair, index) => ({
          id: `sage-${index}`,
          left: pair.name,
          right: pair.about,
        })),
        {},
      ]
  }
}

/** Festival Matching's round of festival foods, drawn with no picture. */
function foodPairs(): MatchingPair[] {
  const { MATCHING_FOOD_IDS } = matchingContent()
  const { festivalFoods } = foodsContent()
  return MATCHING_FOOD_IDS.flatMap((id) => {
    const food = festivalFoods.find((f) => f.id === id)
    return food
      ? [{ id: `food-${id}`, left: food.name, right: food.about }]
      : []
  })
}

/**
 * Festival Matching and Hero Matching: the same engine, different pairs, in
 * the page's language (the pair ids and pictures, and so the scoring, are the
 * same in both). `content` says which festivals or which set the round plays:
 * festival foods are a round of Festival Matching, under its title (a Hero
 * Matching round has heroes or sages only).
 */
export function matchingGame(content: MatchingContent): MatchingGameConfig {
  if (content.kind === 'hero') {
    const [pairs, pictures] = heroSetPairs(content.set)
    return {
      gameType: 'hero_match',
      pairs,
      pictures,
      titleKey: 'games.hero_match.title',
      timeKey: 'games.hero_match.time',
      ...HERO_SET_TEXT[content.set],
    }
  }
  if (content.kind === 'foods') {
    return {
      gameType: 'festival_match',
      pairs: foodPairs(),
      pictures: {},
      titleKey: 'games.festival_match.title',
      timeKey: 'games.festival_match.time',
      setKey: 'games.festival.set.foods',
      helpTapKey: 'games.festival.foods.help.tap',
      helpClickKey: 'games.festival.foods.help.click',
      leftHeadingKey: 'games.festival.foods.leftHeading',
      rightHeadingKey: 'games.festival.foods.rightHeading',
    }
  }
  const { festivalPairs } = matchingContent()
  const drawn = festivalPairs.filter((pair) =>
    content.festivals.includes(pair.id),
  )
  return {
    gameType: 'festival_match',
    pairs: drawn.map((pair) => ({
      id: `festival-${pair.id}`,
      left: pair.festival,
      right: pair.description,
    })),
    pictures: Object.fromEntries(
      drawn.map((pair) => [`festival-${pair.id}`, FESTIVAL_ART[pair.picture]]),
    ),
    titleKey: 'games.festival_match.title',
    timeKey: 'games.festival_match.time',
    setKey: 'games.festival.set.festivals',
    helpTapKey: 'games.festival.help.tap',
    helpClickKey: 'games.festival.help.click',
    leftHeadingKey: 'games.festival.leftHeading',
    rightHeadingKey: 'games.festival.rightHeading',
  }
}
