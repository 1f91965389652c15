/**
 * Whether a keyboard has been used on this page, so the games' instructions
 * name keys only for players who have one. Once seen, it stays seen for the
 * visit (an instruction that flickers helps no one).
 */

/** Keys that move around or press things: not typing, not shortcuts. */
const NAVIGATION_KEYS = new Set([
  'Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Enter',
  ' ',
  'Home',
  'End',
])

export function isKeyboardNavigation(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): boolean {
  return (
    NAVIGATION_KEYS.has(event.key) &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey
  )
}

export function createKeyboardUse() {
  let used = false
  let watchers = 0
  const listeners = new Set<() => void>()

  const onKeyDown = (event: KeyboardEvent) => {
    if (used || !isKeyboardNavigation(event)) return
    used = true
    for (const listener of listeners) listener()
  }

  /** Starts listening (once, however many call it); returns a stop. */
  function watch(
    target: Pick<
      Document,
      'addEventListener' | 'removeEventListener'
    > = document,
  ) {
    watchers += 1
    if (watchers === 1) target.addEventListener('keydown', onKeyDown, true)
    return () => {
      watchers -= 1
      if (watchers === 0) target.removeEventListener('keydown', onKeyDown, true)
    }
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  /** Forgets that a keyboard was used (a new visit: between tests). */
  function forget() {
    used = false
  }

  return { watch, subscribe, isUsed: () => used, forget }
}

export const keyboardUse = createKeyboardUse()
