import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toastStore'
import { t } from '@/lib/i18n/family'

import { familyErrorMessage } from './familyErrorMessage'
import {
  changePinSchema,
  firstError,
  type ChangePinValues,
} from './familySchemas'
import { PinField } from './PinField'
import { useFamilyMutation } from './useFamilyMutation'

/** A new parent PIN, with the current one. */
export function ChangePinForm() {
  const setPin = useFamilyMutation((backend, values: ChangePinValues) =>
    backend.setParentPin({ pin: values.pin, currentPin: values.currentPin }),
  )
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePinValues>({
    resolver: zodResolver(changePinSchema),
    defaultValues: { currentPin: '', pin: '', confirm: '' },
  })

  const onValid = async (values: ChangePinValues) => {
    try {
      await setPin.mutateAsync(values)
      reset()
      toast({ title: t('family.settings.pinChanged') })
    } catch (error) {
      console.warn('Could not change the PIN:', error)
      toast({
        title: t('family.error.title'),
        description: familyErrorMessage(error),
        variant: 'destructive',
      })
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="family-pin"
      className="grid gap-4"
      onSubmit={(event) =>
        void handleSubmit(onValid, (invalid) =>
          toast({
            title: t('accounts.toast.validation'),
            description:
              firstError(invalid, ['currentPin', 'pin', 'confirm']) ??
              undefined,
            variant: 'destructive',
          }),
        )(event)
      }
    >
      <h3 id="family-pin" className="text-xl">
        {t('family.settings.pin')}
      </h3>
      <PinField
        label={t('family.settings.currentPin')}
        invalid={Boolean(errors.currentPin)}
        input={register('currentPin')}
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
      <Button
        type="submit"
        className="justify-self-start"
        disabled={isSubmitting}
      >
        {isSubmitting ? t('accounts.wait') : t('family.settings.save')}
      </Button>
    </form>
  )
}
