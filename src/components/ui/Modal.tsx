import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

import { cn } from '@/lib/cn'

import { focusableIn, nextFocusIndex } from './focusTrap'

type ModalProps = {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string
  describedBy?: string
  onClose: () => void
  /** What takes focus when the dialog opens; else its first control. */
  initialFocus?: RefObject<HTMLElement | null>
  /** `alertdialog` for a message that needs an answer. */
  role?: 'dialog' | 'alertdialog'
  /** Close on a tap or click outside the dialog too. */
  closeOnOutsidePointer?: boolean
  /** The dialog's background. */
  surface?: 'cream' | 'white'
  /** Added to the dialog's classes; it must not set its background. */
  className?: string
  children: ReactNode
}

/**
 * A modal dialog: the rest of the page is inert while it is open, Tab stays
 * inside, Escape (and, if asked, a tap outside) closes it, and focus goes
 * back where it came from.
 */
export function Modal({
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  role = 'dialog',
  closeOnOutsidePointer = false,
  surface = 'cream',
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener =
      document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null
    const appRoot = document.getElementById('root')
    const rootWasInert = appRoot?.inert ?? false
    if (appRoot) appRoot.inert = true
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const dialog = dialogRef.current
    const first = initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog
    first?.focus()
    return () => {
      if (appRoot) appRoot.inert = rootWasInert
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [initialFocus])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onClose()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(dialog)
      const active = document.activeElement
      const current = items.findIndex((item) => item === active)
      const next = nextFocusIndex(items.length, current, event.shiftKey)
      if (next === null) return
      event.preventDefault()
      items[next]?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        onClose()
      }
    }
    // On the document, so keys still work when the focused control was
    // removed or disabled and focus fell back to the page body.
    document.addEventListener('keydown', onKeyDown)
    if (closeOnOutsidePointer) {
      document.addEventListener('pointerdown', onPointerDown)
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [onClose, closeOnOutsidePointer])

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/60 p-2 sm:p-4">
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cn(
          'max-h-full w-full overflow-auto rounded-3xl shadow-card',
          surface === 'cream' ? 'bg-cream-50' : 'bg-white',
          className,
        )}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
