import { useId } from 'react'

import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { coloringText } from '@/lib/i18n/coloring'

type MissingImageDialogProps = { title: string; onClose: () => void }

/** The spec's two messages for a page that has no picture yet (section 8). */
export function MissingImageDialog({
  title,
  onClose,
}: MissingImageDialogProps) {
  const headingId = useId()
  const bodyId = useId()
  return (
    <Modal
      labelledBy={headingId}
      describedBy={bodyId}
      onClose={onClose}
      className="max-w-md p-6"
    >
      <h2 id={headingId} className="text-2xl">
        {coloringText('coloring.missing.title', { title })}
      </h2>
      <p id={bodyId} className="mt-3 text-ink-muted">
        {coloringText('coloring.missing.body')}
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{coloringText('coloring.missing.ok')}</Button>
      </div>
    </Modal>
  )
}
