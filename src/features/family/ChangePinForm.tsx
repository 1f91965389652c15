import { zodResolver } from '@hookform/resolvers/zod'

import { toast } from '@/components/ui/toastStore'
import { useSetParentPin } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import { familyFieldProblem } from './familyErrorMessage'
import { changePinSchema, type ChangePinValues } from './familySchemas'
import { NewPinFields } from './NewPinFields'
import { PinField } from './PinField'
import { SubmitButton } from './SubmitButton'
import { useFamilyForm } from './useFamilyForm'

/** A new parent PIN, with the current one. */
export function ChangePinForm() {
  const changePin = useSetParentPin()
  const { form, field, busy, onSubmit } = useFamilyForm({
    resolver: zodResolver(changePinSchema),
    defaultValues: { currentPin: '', pin: '', confirm: '' },
    action: ({ pin, currentPin }: ChangePinValues) =>
      changePin.mutateAsync({ pin, currentPin }),
    onSuccess: () => {
      form.reset()
      toast({ title: familyText('family.settings.pinChanged') })
    },
    fieldProblem: familyFieldProblem({
      'wrong-pin': 'currentPin',
      'pin-locked': 'currentPin',
    }),
    what: 'Changing the PIN',
  })

  return (
    <form
      noValidate
      aria-labelledby="family-pin"
      className="grid gap-4"
      onSubmit={onSubmit}
    >
      <h3 id="family-pin" className="text-xl">
        {familyText('family.settings.pin')}
      </h3>
      <PinField
        label={familyText('family.settings.currentPin')}
        {...field('currentPin')}
      />
      <NewPinFields
        label={familyText('family.settings.newPin')}
        pin={field('pin')}
        confirm={field('confirm')}
      />
      <SubmitButton
        busy={busy}
        label={familyText('family.settings.save')}
        className="justify-self-start"
      />
    </form>
  )
}
