import { useEffect, useEffectEvent, useId, useRef } from 'react'
import { createPortal } from 'react-dom'

import { Button } from '@/components/ui/Button'
import { t } from '@/lib/i18n/home'

type ActivityDialogProps = {
  /** The message to show; `null` keeps the dialog closed. */
  message: { title: string; text: string } | null
  onClose: () => void
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * A small modal alert dialog in place of `window.alert`: focus moves into it,
 * the rest of the page is inert, Tab stays inside, Escape or a tap outside
 * closes it, and focus returns to the control that opened it.
 */
export function ActivityDialog({ message, onClose }: ActivityDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()
  const close = useEffectEvent(onClose)
  const open = message !== null

  useEffect(() => {
    if (!open) return
    const opener =
      document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null
    const dialog = dialogRef.current
    // Everything outside the dialog is inert while it is open.
    const overlay = dialog?.parentElement
    const madeInert = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== overlay && !element.inert,
    )
    for (const element of madeInert) element.inert = true
    dialog?.querySelector<HTMLElement>(FOCUSABLE)?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab' || !dialog) return
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault()
        last?.focus()
      } else if (
        !event.shiftKey &&
        (active === last || !dialog.contains(active))
      ) {
        event.preventDefault()
        first?.focus()
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (dialog && !dialog.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      for (const element of madeInert) element.inert = false
      opener?.focus()
    }
  }, [open])

  if (!message) return null
  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-ink/60 p-4">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="w-full max-w-md rounded-3xl bg-white p-6 text-center shadow-card"
      >
        <h2 id={titleId} className="text-2xl">
          {message.title}
        </h2>
        <p id={textId} className="mt-3 text-lg">
          {message.text}
        </p>
        <Button className="mt-6" onClick={onClose}>
          {t('home.games.ok')}
        </Button>
      </div>
    </div>,
    document.body,
  )
}
