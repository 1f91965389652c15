import { useRef, useState } from 'react'

import { nextGridIndex } from '../memory/gridNavigation'
import type { Cell, Puzzle } from './grid'
import { LetterCell, type LetterLook } from './LetterCell'
import { cellKey, lineBetween, sameCell } from './logic'
import { useLineSwipe } from './useLineSwipe'
import { wordSearchText } from './wordSearchText'

type LetterGridProps = {
  puzzle: Puzzle
  anchor: Cell | null
  foundCells: ReadonlySet<string>
  /** The letters of the line that just missed (marked and shaken). */
  missedCells: ReadonlySet<string>
  /** Lines missed so far. */
  misses: number
  describedBy: string
  onTap: (cell: Cell) => void
  onSwipe: (from: Cell, to: Cell) => void
  onClearAnchor: () => void
}

/**
 * The letters. A swipe chooses a line; so do two taps (first letter, last
 * letter). The grid is one Tab stop: the arrow keys move between letters and
 * Enter or Space taps one; Escape lets go of a first letter.
 */
export function LetterGrid({
  puzzle,
  anchor,
  foundCells,
  missedCells,
  misses,
  describedBy,
  onTap,
  onSwipe,
  onClearAnchor,
}: LetterGridProps) {
  const { size } = puzzle
  const [active, setActive] = useState(0)
  const cells = useRef<(HTMLButtonElement | null)[]>([])
  const { swipe, onPointerDown, onPointerMove, isSwipeClick } =
    useLineSwipe(onSwipe)
  const swiped = new Set(
    (swipe ? (lineBetween(swipe.from, swipe.to) ?? [swipe.from]) : []).map(
      cellKey,
    ),
  )

  const label = (cell: Cell, letter: string) => {
    const place = { letter, row: cell.row + 1, column: cell.col + 1 }
    if (anchor && sameCell(anchor, cell)) {
      return wordSearchText('games.wordSearch.cellChosen', place)
    }
    if (foundCells.has(cellKey(cell))) {
      return wordSearchText('games.wordSearch.cellFound', place)
    }
    return wordSearchText('games.wordSearch.cell', place)
  }

  const look = (cell: Cell): LetterLook => {
    const key = cellKey(cell)
    if (anchor && sameCell(anchor, cell)) return 'anchor'
    if (swiped.has(key)) return 'swiped'
    if (missedCells.has(key)) return 'missed'
    return foundCells.has(key) ? 'found' : 'idle'
  }

  return (
    <div
      role="grid"
      aria-label={wordSearchText('games.wordSearch.grid')}
      aria-describedby={describedBy}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      // Swipes choose letters here, not scroll the page or select text.
      className="mx-auto grid w-full max-w-xl touch-none gap-[3px] select-none"
      style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
    >
      {puzzle.rows.map((letters, row) => (
        <div key={row} role="row" className="contents">
          {letters.map((letter, col) => {
            const cell = { row, col }
            const index = row * size + col
            return (
              <LetterCell
                key={cellKey(cell)}
                cell={cell}
                letter={letter}
                label={label(cell, letter)}
                look={look(cell)}
                misses={misses}
                tabbable={index === active}
                buttonRef={(element) => {
                  cells.current[index] = element
                }}
                onFocus={() => setActive(index)}
                onClick={() => {
                  if (!isSwipeClick()) onTap(cell)
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && anchor) {
                    event.preventDefault()
                    onClearAnchor()
                    return
                  }
                  const to = nextGridIndex(event.key, index, size ** 2, size)
                  if (to === null) return
                  event.preventDefault()
                  setActive(to)
                  cells.current[to]?.focus()
                }}
              />
            )
          })}
        </div>
      ))}
    </div>
  )
}
