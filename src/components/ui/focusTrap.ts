const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements inside `container` that Tab reaches, in order. */
export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return []
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hidden && !el.closest('[inert]'),
  )
}

/**
 * Where Tab should go so focus wraps inside a dialog: from the last item to
 * the first (or back from the first to the last with Shift). `null` lets the
 * browser move focus normally.
 */
export function nextFocusIndex(
  count: number,
  current: number,
  backwards: boolean,
): number | null {
  if (count === 0) return null
  if (current === -1) return backwards ? count - 1 : 0
  if (backwards && current === 0) return count - 1
  if (!backwards && current === count - 1) return 0
  return null
}
