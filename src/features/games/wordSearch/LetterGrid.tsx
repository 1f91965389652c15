import { useRef, useState, type KeyboardEvent } from 'react'

import { nextGridIndex } from '../memory/gridNavigation'
import type { Cell, Puzzle } from './grid'
import { LetterCell, type LetterLook } from './LetterCell'
import { cellKey, lineBetween, sameCell } from './logic'
import { cellOf, useLineSwipe } from './useLineSwipe'
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
 *
 * The grid listens for its letters (a click, a focus, a key on any of them
 * reaches it), so a letter takes only what it shows: a tap draws again only
 * the letters whose look changed, not all hundred (decision 086).
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
  const grid = useRef<HTMLDivElement>(null)
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

  const indexOf = (cell: Cell) => cell.row * size + cell.col

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target)
    if (!cell) return
    if (event.key === 'Escape' && anchor) {
      event.preventDefault()
      onClearAnchor()
      return
    }
    const to = nextGridIndex(event.key, indexOf(cell), size ** 2, size)
    if (to === null) return
    event.preventDefault()
    setActive(to)
    grid.current
      ?.querySelector<HTMLElement>(
        `[data-row="${Math.floor(to / size)}"][data-col="${to % size}"]`,
      )
      ?.focus()
  }

  return (
    // The letters take focus (a roving tab stop); the grid only hears them.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={grid}
      role="grid"
      aria-label={wordSearchText('games.wordSearch.grid')}
      aria-describedby={describedBy}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onClick={(event) => {
        const cell = cellOf(event.target)
        if (cell && !isSwipeClick()) onTap(cell)
      }}
      onFocus={(event) => {
        const cell = cellOf(event.target)
        if (cell) setActive(indexOf(cell))
      }}
      onKeyDown={onKeyDown}
      // Swipes choose letters here, not scroll the page or select text.
      className="mx-auto grid w-full max-w-xl touch-none gap-[3px] select-none"
      style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
    >
      {puzzle.rows.map((letters, row) => (
        <div key={row} role="row" className="contents">
          {letters.map((letter, col) => {
            const cell = { row, col }
            const cellLook = look(cell)
            return (
              <LetterCell
                key={cellKey(cell)}
                row={row}
                col={col}
                letter={letter}
                label={label(cell, letter)}
                look={cellLook}
                // Only a missed letter shakes again on the next miss.
                misses={cellLook === 'missed' ? misses : 0}
                tabbable={indexOf(cell) === active}
              />
            )
          })}
        </div>
      ))}
    </div>
  )
}
