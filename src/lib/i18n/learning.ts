import { createTranslator } from './createTranslator'
import { learningMessages } from './en/learning'
import { pluralForm } from './plural'

/**
 * "Learn more" (the quiz) and "What was learnt" (the grown-ups' area); in
 * Telugu on Telugu pages.
 */
export const learningText = createTranslator({ learning: learningMessages })

/** The locale the dictionary's numbers are written in. */
export const learningLocale = (): string => learningText('learning.locale')

/** "Missed 1 time", "Missed 3 times", by the locale's plural rules. */
export function tMissed(count: number): string {
  const locale = learningLocale()
  return learningText(`learning.report.missed.${pluralForm(count, locale)}`, {
    count: new Intl.NumberFormat(locale).format(count),
  })
}
