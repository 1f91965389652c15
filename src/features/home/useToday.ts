import { useSyncExternalStore } from 'react'

import { msUntilNextMidnight, toIsoDate, type IsoDate } from './homeDates'

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>
  const schedule = () => {
    timer = setTimeout(() => {
      onChange()
      schedule()
    }, msUntilNextMidnight(new Date()))
  }
  schedule()
  // A tab left open overnight, or a laptop waking up, sees the new day.
  document.addEventListener('visibilitychange', onChange)
  return () => {
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', onChange)
  }
}

const getSnapshot = (): IsoDate => toIsoDate(new Date())

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The day the prerender shows the cards for (`setPrerenderDay`). */
let prerenderDay: IsoDate | null = null

/**
 * The day the server renders the highlight cards for: the build's own date,
 * so that the prerendered home page shows them at its first paint (decision
 * 066); `null` renders them empty.
 */
export function setPrerenderDay(day: IsoDate | null): void {
  if (day !== null && !ISO_DATE.test(day)) {
    throw new Error(`Not a YYYY-MM-DD date: ${day}`)
  }
  prerenderDay = day
}

/**
 * Prerendering, the day set for it. Hydrating, the date the page's cards
 * show (`<html data-today>`): the prerender's, or the one they were filled
 * in for before the app started (fillHighlights.ts).
 */
function getServerSnapshot(): IsoDate | null {
  if (prerenderDay !== null || typeof document === 'undefined') {
    return prerenderDay
  }
  const shown = document.documentElement.dataset.today
  return shown !== undefined && ISO_DATE.test(shown) ? shown : null
}

/**
 * Today's local date, or during server rendering and hydration what the
 * prerendered HTML shows (its day, the one it was filled in for, or
 * `null`), so the first client render matches it (decision records 006 and 038). Updates
 * at midnight and when the tab becomes visible again.
 */
export function useToday(): IsoDate | null {
  return useSyncExternalStore<IsoDate | null>(
    subscribe,
    getSnapshot,
    getServerSnapshot,
  )
}
