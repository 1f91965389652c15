import { useId, useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/Button'
import { FormField } from '@/components/ui/FormField'
import { Modal } from '@/components/ui/Modal'
import { familyText } from '@/lib/i18n/family'

import { matchesConfirmation } from './typedConfirmation'

type TypedConfirmDialogProps = {
  title: string
  body: string
  /** What must be typed to confirm (a child's fun name, or DELETE). */
  word: string
  /** The destructive button's text. */
  action: string
  onConfirm: () => Promise<void>
  onClose: () => void
}

/**
 * A deletion that cannot be undone asks for a word to be typed first; the
 * button stays unusable until it matches. A failure keeps the dialog open.
 */
export function TypedConfirmDialog({
  title,
  body,
  word,
  action,
  onConfirm,
  onClose,
}: TypedConfirmDialogProps) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const matches = matchesConfirmation(typed, word)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!matches || busy) return
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      onClose={onClose}
      className="max-w-md p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      <p id={`${id}-body`} className="mt-2">
        {body}
      </p>
      <form
        className="mt-4 grid gap-4"
        onSubmit={(event) => void submit(event)}
      >
        <FormField
          label={familyText('family.confirm.typeToConfirm', { word })}
          invalid={typed !== '' && !matches}
          input={{
            value: typed,
            onChange: (event) => setTyped(event.target.value),
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            variant="destructive"
            disabled={!matches || busy}
          >
            {busy ? familyText('accounts.wait') : action}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {familyText('family.confirm.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
