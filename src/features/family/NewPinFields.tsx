import type { ComponentProps } from 'react'

import { familyText } from '@/lib/i18n/family'

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
      <PinField label={label} hint={familyText('family.pin.hint')} {...pin} />
      <PinField label={familyText('family.pin.confirm')} {...confirm} />
    </>
  )
}
