import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * The open state of a disclosure of the top bar (the mobile menu, the
 * account menu): it closes when the visitor goes to another page, on Escape
 * (focus back on its button) and on a press or tap outside it.
 */
export type Disclosure = ReturnType<typeof useDisclosure>

export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const [lastKey, setLastKey] = useState(location.key)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const toggle = useCallback(() => setOpen((value) => !value), [])

  // Close on navigation (adjusting state during render, as React recommends).
  if (lastKey !== location.key) {
    setLastKey(location.key)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return { open, toggle, buttonRef, containerRef }
}
