import { useId } from 'react'

import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { homeText } from '@/lib/i18n/home'

type ActivityDialogProps = {
  /** The message to show; `null` keeps the dialog closed. */
  message: { title: string; text: string } | null
  onClose: () => void
}

/**
 * A small alert dialog in place of `window.alert`, closed by its button,
 * Escape or a tap outside; focus returns to the control that opened it.
 */
export function ActivityDialog({ message, onClose }: ActivityDialogProps) {
  const titleId = useId()
  const textId = useId()
  if (!message) return null
  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      closeOnOutsidePointer
      surface="white"
      className="max-w-md p-6 text-center"
    >
      <h2 id={titleId} className="text-2xl">
        {message.title}
      </h2>
      <p id={textId} className="mt-3 text-lg">
        {message.text}
      </p>
      <Button className="mt-6" onClick={onClose}>
        {homeText('home.games.ok')}
      </Button>
    </Modal>
  )
}
