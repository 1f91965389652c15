import * as festivalsModule from '@/data/festivals'
import * as heroesModule from '@/data/heroes'
import * as timelineModule from '@/data/timeline'
import { createTranslator } from '@/lib/i18n/createTranslator'
import { teluguTwin } from '@/lib/i18n/edition'
import { highlightMessages } from '@/lib/i18n/en/highlights'

import { HIGHLIGHT_MODULES } from './highlightModules'
import type { HighlightSources } from './highlights'

const telugu = HIGHLIGHT_MODULES.te
const festivalsContent = teluguTwin(festivalsModule, telugu.festivals)
const heroesContent = teluguTwin(heroesModule, telugu.heroes)
const timelineContent = teluguTwin(timelineModule, telugu.timeline)
const highlightsText = createTranslator({ highlights: highlightMessages })

/**
 * The highlight sources of the edition being shown, for the app: Telugu
 * twins (lib/i18n/edition.ts), loaded with the rest of a Telugu route's.
 */
export function highlightSources(): HighlightSources {
  const { festivals, festivalDates } = festivalsContent()
  return {
    festivals,
    festivalDates,
    heroes: heroesContent().heroes,
    timeline: timelineContent().timeline,
    t: highlightsText,
  }
}
