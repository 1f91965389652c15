import { languageOfPath } from '@/lib/i18n/language'

import { loadHighlightSources } from './highlightModules'
import {
  HIGHLIGHT_OF_SECTION,
  HIGHLIGHT_PARTS,
  type HighlightSection,
  type HighlightSources,
} from './highlights'
import { toIsoDate, type IsoDate } from './homeDates'

function isHighlightSection(value: unknown): value is HighlightSection {
  return typeof value === 'string' && Object.hasOwn(HIGHLIGHT_OF_SECTION, value)
}

/**
 * Writes `today`'s highlights into the prerendered cards (HighlightCard's
 * `data-highlight` lines, in place of another day's or of their
 * placeholder), then records the date as `<html data-today>` and shows them, so
 * the app, when it starts, hydrates the cards for that same date
 * (`useToday`). Every line is worked out before any is written: a failure
 * leaves the page as it came.
 */
export function fillHighlights(
  doc: Document,
  today: IsoDate,
  sources: HighlightSources,
): void {
  const writes: [Element, string][] = []
  const placeholders: Element[] = []
  for (const card of doc.querySelectorAll<HTMLElement>('[data-highlight]')) {
    const section = card.dataset.highlight
    if (!isHighlightSection(section)) continue
    const highlight = HIGHLIGHT_OF_SECTION[section](today, sources)
    placeholders.push(...card.querySelectorAll('[data-placeholder]'))
    for (const part of HIGHLIGHT_PARTS) {
      const line = card.querySelector(`[data-part="${part}"]`)
      if (line) writes.push([line, highlight[part]])
    }
  }
  for (const placeholder of placeholders) placeholder.remove()
  for (const [line, text] of writes) line.textContent = text
  doc.documentElement.dataset.today = today
  // The page's day check kept the prerendered day's lines out of sight.
  delete doc.documentElement.dataset.dayDiffers
}

/**
 * The home page's cards for the visitor's own date, before the app has
 * started (decision 038): on the Telugu edition, in Telugu, from the Telugu
 * modules alone (decision 044).
 */
export async function fillTodaysHighlights(
  doc: Document,
  now: Date = new Date(),
): Promise<void> {
  const sources = await loadHighlightSources(
    languageOfPath(doc.location.pathname),
  )
  // The modules were evaluated in this task; the cards are written in the
  // next, so that neither is a long task on a slow phone (decision 046).
  await new Promise((resolve) => setTimeout(resolve, 0))
  fillHighlights(doc, toIsoDate(now), sources)
}
