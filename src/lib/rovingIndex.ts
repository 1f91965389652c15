/**
 * Arrow-key movement over a list of items that share one Tab stop (a roving
 * tabindex: the parts of a picture, the nodes of the gotra tree). Right/Down
 * go to the next item and Left/Up to the previous one, wrapping round; Home
 * and End jump to the first and last. Any other key, or no items: null.
 */
export function rovingIndexForKey(
  key: string,
  current: number,
  count: number,
): number | null {
  if (count === 0) return null
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** Enter and Space act on the focused item, like any button. */
export const isActivationKey = (key: string) => key === 'Enter' || key === ' '
