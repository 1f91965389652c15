import { createTranslator } from './createTranslator'
import { learningMessages } from './en/learning'
import { pluralForm } from './plural'

const messages = learningMessages

export type MessageKey = keyof typeof messages

/**
 * "Learn more" (the quiz) and "What was learnt" (the grown-ups' area), read
 * with `t()`; in Telugu on Telugu pages.
 */
export const t = createTranslator<MessageKey>(messages, () =>
  import('./te/learning').then((m) => m.learningMessages),
)

/** The locale the dictionary's numbers are written in. */
export const learningLocale = (): string => t('learning.locale')

/** "Missed 1 time", "Missed 3 times", by the locale's plural rules. */
export function tMissed(count: number): string {
  const locale = learningLocale()
  return t(`learning.report.missed.${pluralForm(count, locale)}`, {
    count: new Intl.NumberFormat(locale).format(count),
  })
}
