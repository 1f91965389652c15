import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { FormField } from '@/components/ui/FormField'
import { toast } from '@/components/ui/toastStore'
import { toBackendError, useBackend, usePlayer } from '@/lib/backend'
import { t } from '@/lib/i18n/family'

import { familyErrorMessage } from './familyErrorMessage'
import {
  firstError,
  resetPinSchema,
  type ResetPinValues,
} from './familySchemas'
import { PinField } from './PinField'

type ResetPinFormProps = { onDone: () => void; onCancel: () => void }

/**
 * A forgotten PIN: the parent proves it is them by signing in again (the
 * password here, or a fresh Google sign-in just before), then picks a new one.
 */
export function ResetPinForm({ onDone, onCancel }: ResetPinFormProps) {
  const backend = useBackend()
  const { family, refreshFamily } = usePlayer()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPinValues>({
    resolver: zodResolver(resetPinSchema),
    defaultValues: { password: '', pin: '', confirm: '' },
  })

  const onValid = async ({ password, pin }: ResetPinValues) => {
    try {
      if (password !== '' && family?.parentEmail) {
        await backend.signIn({ email: family.parentEmail, password })
      }
      await backend.resetParentPin(pin)
      await refreshFamily()
      toast({ title: t('family.pin.resetDone') })
      onDone()
    } catch (error) {
      console.warn('Could not replace the PIN:', error)
      const signInAgain = toBackendError(error).kind === 'wrong-pin'
      toast({
        title: t('family.error.title'),
        description: signInAgain
          ? t('family.pin.resetSignInAgain')
          : familyErrorMessage(error),
        variant: 'destructive',
      })
    }
  }

  return (
    <Card className="mx-auto grid w-full max-w-md gap-4">
      <CardTitle as="h2">{t('family.pin.resetTitle')}</CardTitle>
      <p>{t('family.pin.resetBody')}</p>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) =>
          void handleSubmit(onValid, (invalid) =>
            toast({
              title: t('accounts.toast.validation'),
              description: firstError(invalid, ['pin', 'confirm']) ?? undefined,
              variant: 'destructive',
            }),
          )(event)
        }
      >
        <FormField
          label={t('family.pin.resetPassword')}
          invalid={Boolean(errors.password)}
          input={{
            ...register('password'),
            type: 'password',
            autoComplete: 'current-password',
          }}
        />
        <PinField
          label={t('family.settings.newPin')}
          hint={t('family.pin.hint')}
          invalid={Boolean(errors.pin)}
          input={register('pin')}
        />
        <PinField
          label={t('family.pin.confirm')}
          invalid={Boolean(errors.confirm)}
          input={register('confirm')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('accounts.wait') : t('family.pin.reset')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('family.pin.resetCancel')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
