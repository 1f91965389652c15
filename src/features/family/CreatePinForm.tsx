import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { toast } from '@/components/ui/toastStore'
import { t } from '@/lib/i18n/family'

import { familyErrorMessage } from './familyErrorMessage'
import {
  createPinSchema,
  firstError,
  type CreatePinValues,
} from './familySchemas'
import { PinField } from './PinField'
import { useFamilyMutation } from './useFamilyMutation'

/** The first visit to the grown-ups' area: the parent chooses a PIN. */
export function CreatePinForm({ onCreated }: { onCreated: () => void }) {
  const setPin = useFamilyMutation((backend, pin: string) =>
    backend.setParentPin({ pin }),
  )
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreatePinValues>({
    resolver: zodResolver(createPinSchema),
    defaultValues: { pin: '', confirm: '' },
  })

  const onValid = async ({ pin }: CreatePinValues) => {
    try {
      await setPin.mutateAsync(pin)
      onCreated()
    } catch (error) {
      console.warn('Could not set the PIN:', error)
      toast({
        title: t('family.error.title'),
        description: familyErrorMessage(error),
        variant: 'destructive',
      })
    }
  }

  return (
    <Card className="mx-auto grid w-full max-w-md gap-4">
      <CardTitle as="h2">{t('family.pin.createTitle')}</CardTitle>
      <p>{t('family.pin.createBody')}</p>
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
        <PinField
          label={t('family.pin.label')}
          hint={t('family.pin.hint')}
          invalid={Boolean(errors.pin)}
          input={register('pin')}
        />
        <PinField
          label={t('family.pin.confirm')}
          invalid={Boolean(errors.confirm)}
          input={register('confirm')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.wait') : t('family.pin.create')}
        </Button>
      </form>
    </Card>
  )
}
