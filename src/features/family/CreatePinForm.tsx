import { zodResolver } from '@hookform/resolvers/zod'

import { Card, CardTitle } from '@/components/ui/Card'
import { useSetParentPin } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import { familyFieldProblem } from './familyErrorMessage'
import { createPinSchema, type CreatePinValues } from './familySchemas'
import { NewPinFields } from './NewPinFields'
import { SubmitButton } from './SubmitButton'
import { useFamilyForm } from './useFamilyForm'

/** The first visit to the grown-ups' area: the parent chooses a PIN. */
export function CreatePinForm({ onCreated }: { onCreated: () => void }) {
  const createPin = useSetParentPin()
  const { field, busy, onSubmit } = useFamilyForm({
    resolver: zodResolver(createPinSchema),
    defaultValues: { pin: '', confirm: '' },
    action: ({ pin }: CreatePinValues) => createPin.mutateAsync({ pin }),
    onSuccess: onCreated,
    fieldProblem: familyFieldProblem({ 'invalid-input': 'pin' }),
    what: 'Setting the PIN',
  })

  return (
    <Card className="mx-auto grid w-full max-w-md gap-4">
      <CardTitle as="h2">{familyText('family.pin.createTitle')}</CardTitle>
      <p>{familyText('family.pin.createBody')}</p>
      <p>{familyText('family.pin.createNotGuarded')}</p>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <NewPinFields
          label={familyText('family.pin.label')}
          pin={field('pin')}
          confirm={field('confirm')}
        />
        <SubmitButton busy={busy} label={familyText('family.pin.create')} />
      </form>
    </Card>
  )
}
