import type { ComponentProps } from 'react'

import { t } from '@/lib/i18n/family'

import { PinField } from './PinField'

type Field = Pick<ComponentProps<typeof PinField>, 'error' | 'input'>

type NewPinFieldsProps = {
  /** The first field's label: "Parent PIN" or "New PIN". */
  label: string
  pin: Field
  confirm: Field
}

/** A new parent PIN, typed twice. */
export function NewPinFields({ label, pin, confirm }: NewPinFieldsProps) {
  return (
    <>
      <PinField label={label} hint={t('family.pin.hint')} {...pin} />
      <PinField label={t('family.pin.confirm')} {...confirm} />
    </>
  )
}
