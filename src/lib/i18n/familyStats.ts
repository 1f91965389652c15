import { createTranslator, type TextKey } from './createTranslator'
import { familyStatsMessages } from './en/familyStats'
import { gameCatalogueMessages } from './en/gameCatalogue'
import { pluralForm } from './plural'

const messages = { ...familyStatsMessages, ...gameCatalogueMessages } as const

/**
 * The family summary's strings and the games' names from the catalogue; in
 * Telugu on Telugu pages, where `familyStats.locale` (te-IN) also writes the
 * dates and numbers.
 */
export const familyStatsText = createTranslator({
  familyStats: familyStatsMessages,
  gameCatalogue: gameCatalogueMessages,
})

export type FamilyStatsKey = TextKey<typeof familyStatsText>

/** Whether `key` is in the dictionary (for keys built from data). */
export function isFamilyStatsKey(key: string): key is FamilyStatsKey {
  return Object.hasOwn(messages, key)
}

/** The locale the dictionary's dates and numbers are written in. */
export const statsLocale = (): string => familyStatsText('familyStats.locale')

type CountKey = FamilyStatsKey extends infer Key
  ? Key extends `${infer Base}.one`
    ? Base
    : never
  : never

/**
 * A counted phrase: `tCount('familyStats.rounds', 1)` is "1 round", with 3
 * "3 rounds"; the locale's plural rules pick the form (lib/i18n/plural.ts),
 * its digits the number. `params` fill the phrase's other placeholders.
 */
export function tCount(
  key: CountKey,
  count: number,
  params?: Record<string, string | number>,
): string {
  const locale = statsLocale()
  return familyStatsText(`${key}.${pluralForm(count, locale)}`, {
    ...params,
    count: new Intl.NumberFormat(locale).format(count),
  })
}
