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

/**
 * Nothing is known about "today" while rendering on the server. Hydrating,
 * it is the date the page's highlights were filled in for before the app
 * started (`<html data-today>`, fillHighlights.ts), if they were.
 */
function getServerSnapshot(): IsoDate | null {
  if (typeof document === 'undefined') return null
  const filled = document.documentElement.dataset.today
  return filled !== undefined && ISO_DATE.test(filled) ? filled : null
}

/**
 * Today's local date, or during server rendering and hydration what the
 * prerendered HTML shows (`null`, or the date it was filled in for), so the
 * first client render matches it (decision records 006 and 038). Updates
 * at midnight and when the tab becomes visible again.
 */
export function useToday(): IsoDate | null {
  return useSyncExternalStore<IsoDate | null>(
    subscribe,
    getSnapshot,
    getServerSnapshot,
  )
}
