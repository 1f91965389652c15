/**
 * The Telugu twin of src/data/gotras.ts: the same 102 gotras, ids, order,
 * kula names and search aliases, with the human text in Telugu. It is built
 * from the English list and the Telugu records (gotraNames.ts, gotraTexts.ts),
 * so the data is kept in one place.
 *
 * - `name` and `rishi`: the Telugu name (Telugu has no capital letters).
 * - `greatSage`, `pravara`: Telugu, or this module's SAGE_NOT_IDENTIFIED /
 *   PRAVARA_NOT_LISTED where the English has its own.
 * - `familyNames`, `aliases`: as in English (Latin letters, as the source
 *   lists give the kula names; the aliases are what people type).
 *
 * Compare `pravara` and `greatSage` with this module's constants, not the
 * English ones. Pure data: no `@/` aliases.
 */

import {
  gotras as englishGotras,
  PRAVARA_NOT_LISTED as ENGLISH_PRAVARA_NOT_LISTED,
  SAGE_NOT_IDENTIFIED as ENGLISH_SAGE_NOT_IDENTIFIED,
  type Gotra,
} from '../gotras'
import { gotraNames } from './gotraNames'
import {
  gotraGreatSages,
  gotraPravaras,
  gotraStoriesForKids,
} from './gotraTexts'

export const PRAVARA_NOT_LISTED = 'ఆధారంలో ఇవ్వలేదు'
export const SAGE_NOT_IDENTIFIED = 'మా ఆధారాలలో ఈ ఋషి పేరు లేదు'

function lookUp(record: Partial<Record<string, string>>, id: string): string {
  return record[id] ?? ''
}

export const gotras: readonly Gotra[] = englishGotras.map((gotra) => ({
  ...gotra,
  name: gotraNames[gotra.id],
  rishi: gotraNames[gotra.id],
  greatSage:
    gotra.greatSage === ENGLISH_SAGE_NOT_IDENTIFIED
      ? SAGE_NOT_IDENTIFIED
      : lookUp(gotraGreatSages, gotra.id),
  pravara:
    gotra.pravara === ENGLISH_PRAVARA_NOT_LISTED
      ? PRAVARA_NOT_LISTED
      : lookUp(gotraPravaras, gotra.id),
  storyForKids: gotraStoriesForKids[gotra.id],
}))

/** Every gotra id, in list order (the same as the English list). */
export const GOTRA_IDS: readonly string[] = gotras.map((gotra) => gotra.id)

/** The gotra with this id, in Telugu, or undefined. */
export function findGotra(id: string): Gotra | undefined {
  return gotras.find((gotra) => gotra.id === id)
}
