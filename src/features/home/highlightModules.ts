import { fixedTranslator } from '@/lib/i18n/createTranslator'
import type { Language } from '@/lib/i18n/language'

import type { HighlightSources } from './highlights'

/**
 * The modules the highlight cards are worked out from, in each edition: the
 * content they pick from and their own dictionary. Nothing here is imported
 * until it is asked for, so a Telugu page loads only the Telugu modules
 * (decision 044).
 */
export const HIGHLIGHT_MODULES = {
  en: {
    festivals: () => import('@/data/festivals'),
    heroes: () => import('@/data/heroes'),
    timeline: () => import('@/data/timeline'),
    messages: () => import('@/lib/i18n/en/highlights'),
  },
  te: {
    festivals: () => import('@/data/te/festivals'),
    heroes: () => import('@/data/te/heroes'),
    timeline: () => import('@/data/te/timeline'),
    messages: () => import('@/lib/i18n/te/highlights'),
  },
} as const satisfies Record<Language, Record<string, () => Promise<object>>>

/**
 * One edition's highlight sources, for the page before the app starts
 * (fillHighlights.ts): the other edition's modules are never loaded.
 */
export async function loadHighlightSources(
  language: Language,
): Promise<HighlightSources> {
  const modules = HIGHLIGHT_MODULES[language]
  const [festivals, heroes, timeline, messages] = await Promise.all([
    modules.festivals(),
    modules.heroes(),
    modules.timeline(),
    modules.messages(),
  ])
  return {
    festivals: festivals.festivals,
    festivalDates: festivals.festivalDates,
    heroes: heroes.heroes,
    timeline: timeline.timeline,
    t: fixedTranslator(messages.highlightMessages),
  }
}
