/**
 * Arrow-key movement between the parts of a picture (one Tab stop for the
 * whole picture). Returns the index to move to, or null for other keys.
 */
export function regionIndexForKey(
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

/** Enter and Space fill the focused part, like any button. */
export const isActivationKey = (key: string) => key === 'Enter' || key === ' '
