import { memo } from 'react'

import { cn } from '@/lib/cn'

import { useShake } from '../shared/useMotion'

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
  row: number
  col: number
  letter: string
  label: string
  look: LetterLook
  /** Lines missed so far: a second miss on the same letters shakes again. */
  misses: number
  /** Roving tabindex: one letter of the grid is in the tab order. */
  tabbable: boolean
}

/**
 * One letter of the grid, a button in its grid cell. It takes only what it
 * shows (the grid listens for taps, focus and keys), so it is drawn again
 * only when its look changes.
 */
export const LetterCell = memo(function LetterCell({
  row,
  col,
  letter,
  label,
  look,
  misses,
  tabbable,
}: LetterCellProps) {
  const shakeRef = useShake<HTMLButtonElement>(look === 'missed', misses)
  return (
    <div role="gridcell" className="aspect-square">
      <button
        ref={shakeRef}
        type="button"
        data-row={row}
        data-col={col}
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        className={cn(
          'flex size-full items-center justify-center rounded-lg border-2 font-display text-lg font-bold sm:text-2xl',
          LOOKS[look],
        )}
      >
        <span aria-hidden="true">{letter}</span>
      </button>
    </div>
  )
})
