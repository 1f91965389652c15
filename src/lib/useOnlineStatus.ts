import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

const getSnapshot = () => navigator.onLine
// Prerendered HTML is built online; hydration then agrees with it.
const getServerSnapshot = () => true

/**
 * Whether the browser says it is online (`navigator.onLine`, updated by the
 * `online` and `offline` events). `false` is reliable; `true` only means a
 * network is there, so requests still handle their own failures.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
