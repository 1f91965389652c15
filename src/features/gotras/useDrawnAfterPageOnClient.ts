import { useDeferredValue, useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}
const inTheBrowser = () => false
const inThePrerender = () => true

/**
 * For a long part of a page (the tree's 102 nodes, the grid of every gotra):
 * `true` in the prerendered HTML and while the app hydrates it, so a reader
 * without JavaScript and a search engine get every gotra (decision 038) and
 * hydration finds the same nodes. On a page drawn in the browser (a
 * navigation inside the app) it is `false` for the first render and `true`
 * in a second, low-priority one, so the top of the page appears first
 * (decision 009).
 */
export function useDrawnAfterPageOnClient(): boolean {
  // The server snapshot is read on the server and while hydrating.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    inTheBrowser,
    inThePrerender,
  )
  return useDeferredValue(true, hydrating)
}
