import { useEffect, useRef, useState, type PointerEvent } from 'react'

import type { Cell } from './grid'
import { sameCell } from './logic'

export type Swipe = { from: Cell; to: Cell }

/** How long after a swipe a click is taken as part of it, not a tap. */
const SWIPE_CLICK_MS = 500

/** The letter cell (an element with data-row and data-col) `from` is in. */
export function cellOf(from: unknown): Cell | null {
  const element =
    from instanceof Element
      ? from.closest<HTMLElement>('[data-row][data-col]')
      : null
  if (!element) return null
  return { row: Number(element.dataset.row), col: Number(element.dataset.col) }
}

/** The letter cell under a pointer. */
function cellAt(event: { clientX: number; clientY: number; target: unknown }) {
  // Under a finger the event stays with the first cell; ask what is there.
  const under = document.elementFromPoint?.(event.clientX, event.clientY)
  return cellOf(under ?? event.target)
}

/**
 * Choosing a line of letters by a swipe: press on the first letter, slide
 * to the last and let go. A press that ends on the letter it began on is a
 * tap, left to the cell's own click (so keyboards and screen readers tap the
 * same way); the click that may follow a swipe is not a tap.
 */
export function useLineSwipe(onSwipe: (from: Cell, to: Cell) => void) {
  const [swipe, setSwipe] = useState<Swipe | null>(null)
  const current = useRef<Swipe | null>(null)
  const swipedAt = useRef(-Infinity)
  const onSwipeRef = useRef(onSwipe)
  useEffect(() => {
    onSwipeRef.current = onSwipe
  }, [onSwipe])

  const stopListening = useRef<(() => void) | null>(null)
  useEffect(() => () => stopListening.current?.(), [])

  const update = (next: Swipe | null) => {
    current.current = next
    setSwipe(next)
  }

  // Let go anywhere, even off the grid, to end the swipe.
  const listenForTheEnd = () => {
    const end = (event: globalThis.PointerEvent) => {
      stopListening.current?.()
      const done = current.current
      update(null)
      if (!done || event.type === 'pointercancel') return
      const to = cellAt(event) ?? done.to
      if (sameCell(done.from, to)) return
      swipedAt.current = performance.now()
      onSwipeRef.current(done.from, to)
    }
    stopListening.current?.()
    window.addEventListener('pointerup', end)
    window.addEventListener('pointercancel', end)
    stopListening.current = () => {
      window.removeEventListener('pointerup', end)
      window.removeEventListener('pointercancel', end)
      stopListening.current = null
    }
  }

  return {
    swipe,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.isPrimary === false || event.button > 0) return
      const cell = cellAt(event)
      if (!cell) return
      update({ from: cell, to: cell })
      listenForTheEnd()
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const active = current.current
      if (!active) return
      const cell = cellAt(event)
      if (cell && !sameCell(cell, active.to)) update({ ...active, to: cell })
    },
    /** True for the click that ends a swipe. */
    isSwipeClick: () => performance.now() - swipedAt.current < SWIPE_CLICK_MS,
  }
}
