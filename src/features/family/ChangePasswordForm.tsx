import { zodResolver } from '@hookform/resolvers/zod'

import { FormField } from '@/components/ui/FormField'
import { toast } from '@/components/ui/toastStore'
import { useChangePassword } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import { familyFieldProblem } from './familyErrorMessage'
import { changePasswordSchema } from './familySchemas'
import { SubmitButton } from './SubmitButton'
import { useFamilyForm } from './useFamilyForm'

/** The parent's password, changed with the current one. */
export function ChangePasswordForm() {
  const { mutateAsync: changePassword } = useChangePassword()
  const { form, field, busy, onSubmit } = useFamilyForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
    action: changePassword,
    onSuccess: () => {
      form.reset()
      toast({ title: familyText('family.settings.passwordChanged') })
    },
    fieldProblem: familyFieldProblem({
      'invalid-credentials': 'currentPassword',
      'invalid-input': 'newPassword',
    }),
    what: 'Changing the password',
  })
  const current = field('currentPassword')
  const next = field('newPassword')

  return (
    <form
      noValidate
      aria-labelledby="family-password"
      className="grid gap-4"
      onSubmit={onSubmit}
    >
      <h3 id="family-password" className="text-xl">
        {familyText('family.settings.password')}
      </h3>
      <FormField
        label={familyText('family.settings.currentPassword')}
        error={current.error}
        input={{
          ...current.input,
          type: 'password',
          autoComplete: 'current-password',
          required: true,
        }}
      />
      <FormField
        label={familyText('family.settings.newPassword')}
        hint={familyText('accounts.passwordHint')}
        error={next.error}
        input={{
          ...next.input,
          type: 'password',
          autoComplete: 'new-password',
          minLength: 6,
          required: true,
        }}
      />
      <SubmitButton
        busy={busy}
        label={familyText('family.settings.save')}
        className="justify-self-start"
      />
    </form>
  )
}
