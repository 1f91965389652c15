import type { CSSProperties, KeyboardEvent, PointerEvent, Ref } from 'react'

import { cn } from '@/lib/cn'

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
  drag: Drag | null
  /** Where it sits: absolute on the board, or filling its tray slot. */
  style?: CSSProperties
  className?: string
  buttonRef: Ref<HTMLButtonElement>
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
  return (
    <button
      ref={buttonRef}
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
          : 'cursor-grab border-white shadow-md',
        className,
      )}
    />
  )
}
