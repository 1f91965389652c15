import { useEffect, useRef } from 'react'

/**
 * Moves focus to the element when it mounts (when `enabled`), so keyboard and
 * screen-reader users land on what just appeared. The element needs
 * tabIndex={-1} unless it is a control.
 */
export function useAutoFocus<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (enabled) ref.current?.focus()
  }, [enabled])
  return ref
}
