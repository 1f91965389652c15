import type { FestivalId } from '@/data/festivals'
import {
  FESTIVALS_PER_ROUND,
  festivalPairs,
  HERO_SET_IDS,
  type HeroSetId,
} from '@/data/matching'

import { drawSubset, nextInRotation } from '../shared/gameSets'
import type { LastPlayed } from '../shared/setRotation'

/**
 * What a matching round plays: Festival Matching draws 4 of the six
 * festivals, each round a different four (the two left out last time always
 * come back); Hero Matching plays its sets in turn. Pure: the last round
 * comes in, the random source is injected.
 */

export const FESTIVAL_IDS: readonly FestivalId[] = festivalPairs.map(
  (pair) => pair.id,
)

export type MatchingKind = 'festival' | 'hero'

export type MatchingContent =
  | { kind: 'festival'; festivals: readonly FestivalId[] }
  | { kind: 'hero'; set: HeroSetId }

/** The content of the round after `last`. */
export function nextMatchingContent(
  kind: MatchingKind,
  last: LastPlayed,
  random: () => number,
): MatchingContent {
  return kind === 'festival'
    ? {
        kind,
        festivals: drawSubset(
          FESTIVAL_IDS,
          FESTIVALS_PER_ROUND,
          last.festival_match,
          random,
        ),
      }
    : { kind, set: nextInRotation(HERO_SET_IDS, last.hero_match) }
}

/** What to remember of a round, so the next one plays something else. */
export function lastPlayedOf(content: MatchingContent): LastPlayed {
  return content.kind === 'festival'
    ? { festival_match: content.festivals }
    : { hero_match: content.set }
}
