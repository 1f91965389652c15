/**
 * Roving focus over a grid of `count` cards in `columns` columns: the card
 * index an arrow key (or Home/End) moves to from `index`, or null for keys
 * the grid does not handle. Left/Right run through the cards in reading
 * order; Up/Down stay in the column and stop at the edges.
 */
export function nextGridIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | null {
  const last = count - 1
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last)
    case 'ArrowLeft':
      return Math.max(index - 1, 0)
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return null
  }
}
