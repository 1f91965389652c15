import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react'

import { cn } from '@/lib/cn'

import { useShake } from '../shared/useMotion'
import { pieceBackground } from './picture'
import type { Drag } from './usePieceDrag'

type PointerHandlers = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void
  onPointerMove: (event: PointerEvent<HTMLElement>) => void
  onPointerUp: (event: PointerEvent<HTMLElement>) => void
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void
}

type PuzzlePieceProps = {
  id: number
  size: number
  label: string
  /** Roving tabindex: one piece is in the tab order. */
  tabbable: boolean
  held: boolean
  /** Just put down in a place that is not its own: shaken and marked. */
  missed: boolean
  /** Changes with every move, so a second wrong drop shakes again. */
  moves: number
  drag: Drag | null
  /** Where it sits: absolute on the board, or filling its tray slot. */
  style?: CSSProperties
  className?: string
  buttonRef: (element: HTMLButtonElement | null) => void
  pointer: PointerHandlers
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
  onClick: () => void
  onFocus: () => void
}

/** A piece that can be dragged, or picked up and moved with the keyboard. */
export function PuzzlePiece({
  id,
  size,
  label,
  tabbable,
  held,
  missed,
  moves,
  drag,
  style,
  className,
  buttonRef,
  pointer,
  onKeyDown,
  onClick,
  onFocus,
}: PuzzlePieceProps) {
  const dragging = drag?.id === id
  const shakeRef = useShake<HTMLButtonElement>(missed, moves)
  return (
    <button
      ref={(element) => {
        shakeRef.current = element
        buttonRef(element)
      }}
      type="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      {...pointer}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onFocus={onFocus}
      style={{
        ...pieceBackground(id, size),
        ...style,
        ...(dragging
          ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` }
          : {}),
      }}
      className={cn(
        'block touch-none rounded-md border-2 bg-cream-50 select-none',
        held || dragging
          ? 'z-20 cursor-grabbing border-saffron-600 shadow-xl ring-4 ring-saffron-400'
          : missed
            ? 'cursor-grab border-red-700 shadow-md ring-4 ring-red-300'
            : 'cursor-grab border-white shadow-md',
        className,
      )}
    />
  )
}
