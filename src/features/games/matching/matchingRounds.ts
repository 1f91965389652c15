import type { FestivalId } from '@/data/festivals'
import {
  FESTIVALS_PER_ROUND,
  festivalPairs,
  HERO_SET_IDS,
  type HeroSetId,
} from '@/data/matching'

import { drawSubset, nextInRotation } from '../shared/gameSets'
import { lastList, lastSet, type LastPlayed } from '../shared/setRotation'

/**
 * What a matching round plays: Festival Matching plays festivals and
 * festival foods in turn, drawing 4 of the six festivals, each time a
 * different four (the two left out last time always come back); Hero
 * Matching plays its sets (heroes, sages) in turn. Pure: the last round
 * comes in, the random source is injected.
 */

export const FESTIVAL_IDS: readonly FestivalId[] = festivalPairs.map(
  (pair) => pair.id,
)

export type MatchingKind = 'festival' | 'hero'

export type MatchingContent =
  | { kind: 'festival'; festivals: readonly FestivalId[] }
  /**
   * Festival Matching's round of festival foods, after a round of
   * `festivals` (the next draw leaves them out).
   */
  | { kind: 'foods'; festivals: readonly string[] }
  | { kind: 'hero'; set: HeroSetId }

/** The content of the round after `last`. */
export function nextMatchingContent(
  kind: MatchingKind,
  last: LastPlayed,
  random: () => number,
): MatchingContent {
  if (kind === 'hero') {
    return {
      kind,
      set: nextInRotation(HERO_SET_IDS, lastSet(last, 'hero_match')),
    }
  }
  if (lastSet(last, 'festival_set') === 'festivals') {
    return { kind: 'foods', festivals: lastList(last, 'festival_match') ?? [] }
  }
  return {
    kind,
    festivals: drawSubset(
      FESTIVAL_IDS,
      FESTIVALS_PER_ROUND,
      lastList(last, 'festival_match'),
      random,
    ),
  }
}

/** What to remember of a round, so the next one plays something else. */
export function lastPlayedOf(content: MatchingContent): LastPlayed {
  switch (content.kind) {
    case 'festival':
      return { festival_match: content.festivals, festival_set: 'festivals' }
    case 'foods':
      // The festivals played before: the next draw still leaves them out.
      return { festival_match: content.festivals, festival_set: 'foods' }
    case 'hero':
      return { hero_match: content.set }
  }
}
