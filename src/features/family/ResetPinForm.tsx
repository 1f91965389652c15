import { zodResolver } from '@hookform/resolvers/zod'

import { Button } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { FormField } from '@/components/ui/FormField'
import { toast } from '@/components/ui/toastStore'
import { toBackendError, usePlayer } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import { familyErrorMessage, familyFieldProblem } from './familyErrorMessage'
import { resetPinSchema, type ResetPinValues } from './familySchemas'
import { NewPinFields } from './NewPinFields'
import { SubmitButton } from './SubmitButton'
import { useFamilyForm } from './useFamilyForm'
import { useResetPin } from './useResetPin'

type ResetPinFormProps = { onDone: () => void; onCancel: () => void }

/** A refused password, or a sign-in too old to replace the PIN: both are the password's. */
const passwordMessage = (error: unknown) =>
  toBackendError(error).kind === 'wrong-pin'
    ? familyText('family.pin.resetSignInAgain')
    : familyErrorMessage(error)

/**
 * A forgotten PIN: the parent proves it is them by signing in again (the
 * password here, or a fresh Google sign-in just before), then picks a new one.
 */
export function ResetPinForm({ onDone, onCancel }: ResetPinFormProps) {
  const { family } = usePlayer()
  const resetPin = useResetPin()
  const { field, busy, onSubmit } = useFamilyForm({
    resolver: zodResolver(resetPinSchema),
    defaultValues: { password: '', pin: '', confirm: '' },
    action: ({ password, pin }: ResetPinValues) =>
      resetPin.mutateAsync({
        email: family?.parentEmail ?? null,
        password,
        pin,
      }),
    onSuccess: () => {
      toast({ title: familyText('family.pin.resetDone') })
      onDone()
    },
    fieldProblem: familyFieldProblem(
      { 'invalid-credentials': 'password', 'wrong-pin': 'password' },
      passwordMessage,
    ),
    what: 'Replacing the PIN',
  })
  const password = field('password')

  return (
    <Card className="mx-auto grid w-full max-w-md gap-4">
      <CardTitle as="h2">{familyText('family.pin.resetTitle')}</CardTitle>
      <p>{familyText('family.pin.resetBody')}</p>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <FormField
          label={familyText('family.pin.resetPassword')}
          error={password.error}
          input={{
            ...password.input,
            type: 'password',
            autoComplete: 'current-password',
          }}
        />
        <NewPinFields
          label={familyText('family.settings.newPin')}
          pin={field('pin')}
          confirm={field('confirm')}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy} label={familyText('family.pin.reset')} />
          <Button variant="ghost" onClick={onCancel}>
            {familyText('family.pin.resetCancel')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
