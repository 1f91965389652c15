/**
 * Keyboard movement in the tree (roving tabindex): Right/Down go to the next
 * node, Left/Up to the previous one, wrapping round; Home and End jump to the
 * first and last. Any other key: null.
 */
export function nextIndex(
  key: string,
  index: number,
  count: number,
): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
