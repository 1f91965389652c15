import { useRef, useState, type PointerEvent, type RefObject } from 'react'

import type { Point } from './logic'

export type Drag = { id: number; dx: number; dy: number }

type Box = Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>

/**
 * Where a piece that started at `piece` and was moved by (dx, dy) pixels
 * lands: its top-left corner in pieces from the board's top-left corner.
 */
export function dropPoint(
  piece: Box,
  dx: number,
  dy: number,
  board: Box,
  size: number,
): Point {
  return {
    x: (piece.left + dx - board.left) / (board.width / size),
    y: (piece.top + dy - board.top) / (board.height / size),
  }
}

type Start = { id: number; x: number; y: number; rect: DOMRect }

/** A press that moves less than this (px) is a tap, not a drag. */
const DRAG_SLOP = 6
/** How long after a pointer press its click is the pointer's own. */
const POINTER_CLICK_MS = 1000

/**
 * Dragging pieces by touch, pen or mouse. The piece follows the pointer
 * (`drag` gives its offset); on release, `onDrop` gets where its top-left
 * corner is, in pieces from the board's top-left corner.
 */
export function usePieceDrag(
  board: RefObject<HTMLElement | null>,
  size: number,
  onDrop: (id: number, at: Point) => void,
) {
  const [drag, setDrag] = useState<Drag | null>(null)
  const start = useRef<Start | null>(null)
  const pressedAt = useRef(-Infinity)

  const end = (event: PointerEvent<HTMLElement>, drop: boolean) => {
    const from = start.current
    start.current = null
    setDrag(null)
    const area = board.current?.getBoundingClientRect()
    if (!from || !area || !drop) return
    const dx = event.clientX - from.x
    const dy = event.clientY - from.y
    if (Math.hypot(dx, dy) < DRAG_SLOP) return
    onDrop(from.id, dropPoint(from.rect, dx, dy, area, size))
  }

  const handlers = (id: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button > 0 || start.current) return
      pressedAt.current = performance.now()
      event.currentTarget.setPointerCapture(event.pointerId)
      start.current = {
        id,
        x: event.clientX,
        y: event.clientY,
        rect: event.currentTarget.getBoundingClientRect(),
      }
      setDrag({ id, dx: 0, dy: 0 })
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current
      if (!from || from.id !== id) return
      setDrag({ id, dx: event.clientX - from.x, dy: event.clientY - from.y })
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  })

  return {
    drag,
    handlers,
    /** True for the click a pointer press makes (not a keyboard's or a screen reader's). */
    isPointerClick: () =>
      performance.now() - pressedAt.current < POINTER_CLICK_MS,
  }
}
