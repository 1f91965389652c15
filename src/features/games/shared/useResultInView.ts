import { useLayoutEffect, useRef } from 'react'

/**
 * The end of a round, brought to the player: when the result appears, it is
 * scrolled to the top of the screen (below the fixed bar, through the page's
 * scroll-padding) and its heading takes the focus, so a child on a tablet or
 * a phone sees the points, the badge and Play Again, and a screen reader
 * starts there. Focus does not scroll by itself: the scroll shows the whole
 * result, not just its heading at the bottom edge. The jump is instant: a
 * smooth scroll could be cut short while the result grows (the points
 * arrive a moment later), leaving the child at the bottom of the page.
 */
export function useResultInView<
  Box extends HTMLElement,
  Heading extends HTMLElement,
>() {
  const boxRef = useRef<Box>(null)
  const headingRef = useRef<Heading>(null)
  // Before the end screen's first paint: a frame of it where it was drawn,
  // then a jump, would move Play Again under a finger already on its way.
  useLayoutEffect(() => {
    headingRef.current?.focus({ preventScroll: true })
    const box = boxRef.current
    // jsdom has no scrolling.
    if (typeof box?.scrollIntoView !== 'function') return
    box.scrollIntoView({ block: 'start', behavior: 'instant' })
  }, [])
  return { boxRef, headingRef }
}
