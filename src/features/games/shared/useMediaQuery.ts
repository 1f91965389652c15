import { useSyncExternalStore } from 'react'

const hasMatchMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'

/**
 * Whether a CSS media query matches now, kept up to date. False where it
 * cannot be asked (the server, jsdom without a stand-in).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  )
}
