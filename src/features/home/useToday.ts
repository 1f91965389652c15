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

/** Nothing is known about "today" while rendering on the server. */
const getServerSnapshot = (): null => null

/**
 * Today's local date, or `null` during server rendering and hydration, so the
 * first client render matches prerendered HTML (decision record 006). Updates
 * at midnight and when the tab becomes visible again.
 */
export function useToday(): IsoDate | null {
  return useSyncExternalStore<IsoDate | null>(
    subscribe,
    getSnapshot,
    getServerSnapshot,
  )
}
