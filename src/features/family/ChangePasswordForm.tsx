import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { FormField } from '@/components/ui/FormField'
import { toast } from '@/components/ui/toastStore'
import { useBackend } from '@/lib/backend'
import { t } from '@/lib/i18n/family'

import { familyErrorMessage } from './familyErrorMessage'
import {
  changePasswordSchema,
  firstError,
  type ChangePasswordValues,
} from './familySchemas'

/** The parent's password, changed with the current one. */
export function ChangePasswordForm() {
  const backend = useBackend()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })

  const onValid = async (values: ChangePasswordValues) => {
    try {
      await backend.changePassword(values)
      reset()
      toast({ title: t('family.settings.passwordChanged') })
    } catch (error) {
      console.warn('Could not change the password:', error)
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
      aria-labelledby="family-password"
      className="grid gap-4"
      onSubmit={(event) =>
        void handleSubmit(onValid, (invalid) =>
          toast({
            title: t('accounts.toast.validation'),
            description:
              firstError(invalid, ['currentPassword', 'newPassword']) ??
              undefined,
            variant: 'destructive',
          }),
        )(event)
      }
    >
      <h3 id="family-password" className="text-xl">
        {t('family.settings.password')}
      </h3>
      <FormField
        label={t('family.settings.currentPassword')}
        invalid={Boolean(errors.currentPassword)}
        input={{
          ...register('currentPassword'),
          type: 'password',
          autoComplete: 'current-password',
          required: true,
        }}
      />
      <FormField
        label={t('family.settings.newPassword')}
        hint={t('accounts.passwordHint')}
        invalid={Boolean(errors.newPassword)}
        input={{
          ...register('newPassword'),
          type: 'password',
          autoComplete: 'new-password',
          minLength: 6,
          required: true,
        }}
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
