import type { KeyboardEvent } from 'react'

import { cn } from '@/lib/cn'

import { useShake } from '../shared/useMotion'
import type { Cell } from './grid'

/** How a letter looks: chosen first, under a swipe, just missed, found. */
export type LetterLook = 'anchor' | 'swiped' | 'missed' | 'found' | 'idle'

const LOOKS: Record<LetterLook, string> = {
  anchor: 'border-saffron-700 bg-saffron-200 text-ink',
  swiped: 'border-gold-600 bg-gold-200 text-ink',
  // A line that spelled no word: shaken, and marked until the next choice.
  missed: 'border-red-700 bg-red-50 text-ink',
  found: 'border-leaf-700 bg-leaf-100 text-leaf-900',
  idle: 'border-cream-300 bg-cream-50 text-ink hover:bg-cream-200',
}

type LetterCellProps = {
  cell: Cell
  letter: string
  label: string
  look: LetterLook
  /** Lines missed so far: a second miss on the same letters shakes again. */
  misses: number
  /** Roving tabindex: one letter of the grid is in the tab order. */
  tabbable: boolean
  buttonRef: (element: HTMLButtonElement | null) => void
  onFocus: () => void
  onClick: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/** One letter of the grid, a button in its grid cell. */
export function LetterCell({
  cell,
  letter,
  label,
  look,
  misses,
  tabbable,
  buttonRef,
  onFocus,
  onClick,
  onKeyDown,
}: LetterCellProps) {
  const shakeRef = useShake<HTMLButtonElement>(look === 'missed', misses)
  return (
    <div role="gridcell" className="aspect-square">
      <button
        ref={(element) => {
          shakeRef.current = element
          buttonRef(element)
        }}
        type="button"
        data-row={cell.row}
        data-col={cell.col}
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        onFocus={onFocus}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={cn(
          'flex size-full items-center justify-center rounded-lg border-2 font-display text-lg font-bold sm:text-2xl',
          LOOKS[look],
        )}
      >
        <span aria-hidden="true">{letter}</span>
      </button>
    </div>
  )
}
