import { expect, type Locator } from '@playwright/test'

import { festivalFoods } from '../src/data/festivalFoods'
import {
  festivalPairs,
  heroPairs,
  MATCHING_FOOD_IDS,
  sagePairs,
} from '../src/data/matching'

/**
 * The matching games draw their pairs (4 of the 6 festivals or the festival
 * foods, in turn; Hero Matching's heroes or sages, in turn), so a spec reads
 * the round's pairs off the page: the left column's items, each with the
 * answer the content gives it.
 */
export type Pair = { left: string; right: string }

/** The festival foods Festival Matching plays every other round. */
export const FOOD_PAIRS: readonly Pair[] = MATCHING_FOOD_IDS.map((id) => {
  const food = festivalFoods.find((f) => f.id === id)
  if (!food) throw new Error(`No food ${id}`)
  return { left: food.name, right: food.about }
})

/** Every pair of Festival Matching: the festivals and the foods. */
export const ALL_FESTIVAL_PAIRS: readonly Pair[] = [
  ...festivalPairs.map((p) => ({ left: p.festival, right: p.description })),
  ...FOOD_PAIRS,
]

/** Every pair of every Hero Matching set: heroes and sages, no foods. */
export const ALL_HERO_PAIRS: readonly Pair[] = [
  ...heroPairs.map((p) => ({ left: p.hero, right: p.achievement })),
  ...sagePairs.map((p) => ({ left: p.name, right: p.about })),
]

export const pairsOf = (title: string) =>
  title === 'Festival Matching' ? ALL_FESTIVAL_PAIRS : ALL_HERO_PAIRS

/** The two columns of a matching game, whatever the round's headings. */
export function matchingColumns(game: Locator) {
  return {
    left: game.locator('ul[data-side="left"]'),
    right: game.locator('ul[data-side="right"]'),
  }
}

/** The pairs of the round on the page, in the left column's order. */
export async function pairsOnPage(
  game: Locator,
  all: readonly Pair[],
): Promise<Pair[]> {
  const items = matchingColumns(game).left.getByRole('button')
  await expect(items).toHaveCount(4)
  const names = (await items.allTextContents()).map((text) => text.trim())
  return names.map((name) => {
    const pair = all.find((p) => p.left === name)
    if (!pair) throw new Error(`"${name}" is not a pair of this game`)
    return pair
  })
}
