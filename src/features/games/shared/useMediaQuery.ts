import { useSyncExternalStore } from 'react'

const hasMatchMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'

type QueryStore = {
  subscribe: (onChange: () => void) => () => void
  matches: () => boolean
}

/**
 * One store per query for the whole page: the same `subscribe` on every
 * render, so React does not unsubscribe and subscribe again each time a
 * component using it draws (a word search draws a hundred letters), and one
 * MediaQueryList read, not one made anew per render.
 */
const stores = new Map<string, QueryStore>()

function storeFor(query: string): QueryStore {
  let store = stores.get(query)
  if (!store) {
    let list: MediaQueryList | null = null
    let askedOf: unknown = null
    // Read again if `matchMedia` itself was replaced (a test's stand-in).
    const read = () => {
      const current: unknown = Reflect.get(window, 'matchMedia')
      if (askedOf !== current || !list) {
        askedOf = current
        list = window.matchMedia(query)
      }
      return list
    }
    store = {
      subscribe: (onChange) => {
        if (!hasMatchMedia()) return () => undefined
        const queryList = read()
        queryList.addEventListener('change', onChange)
        return () => queryList.removeEventListener('change', onChange)
      },
      matches: () => hasMatchMedia() && read().matches,
    }
    stores.set(query, store)
  }
  return store
}

/**
 * Whether a CSS media query matches now, kept up to date. False where it
 * cannot be asked (the server, jsdom without a stand-in).
 */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = storeFor(query)
  return useSyncExternalStore(subscribe, matches, () => false)
}
