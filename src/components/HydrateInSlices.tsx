import type { ReactNode } from 'react'

import { SuspenseInEdition } from './SuspenseInEdition'

/**
 * A Suspense boundary that nothing inside suspends on. Its only job is
 * hydration: React leaves prerendered HTML inside a boundary as it is, makes
 * the rest of the page live first, then hydrates the boundary in small
 * slices of a few milliseconds, so a slow tablet never stops answering a tap
 * for long. A tap or key press inside a boundary that is not live yet makes
 * React hydrate that boundary at once and then deliver the event
 * (selective hydration). Client-side renders are unaffected.
 */
export function HydrateInSlices({ children }: { children: ReactNode }) {
  return <SuspenseInEdition>{children}</SuspenseInEdition>
}
