import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { toast } from '@/components/ui/toastStore'
import { POLICY_VERSION } from '@/data/policyVersion'
import { t } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

import { familyErrorMessage } from './familyErrorMessage'
import { consentSchema } from './familySchemas'
import { useFamilyMutation } from './useFamilyMutation'

/**
 * The parent's confirmation, for accounts whose sign-up could not ask for it
 * (Google, accounts from before families). Nothing of the family opens
 * until it is given.
 */
export function ConsentForm() {
  const consent = useFamilyMutation((backend, version: string) =>
    backend.giveParentConsent(version),
  )
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(consentSchema),
    defaultValues: { parentConsent: false },
  })

  const onValid = async () => {
    try {
      await consent.mutateAsync(POLICY_VERSION)
    } catch (error) {
      console.warn('Could not record the consent:', error)
      toast({
        title: t('family.error.title'),
        description: familyErrorMessage(error),
        variant: 'destructive',
      })
    }
  }

  return (
    <Card className="mx-auto grid max-w-xl gap-4">
      <CardTitle as="h2">{t('family.consent.title')}</CardTitle>
      <p>{t('family.consent.body')}</p>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) =>
          void handleSubmit(onValid, (invalid) =>
            toast({
              title: t('accounts.toast.validation'),
              description: invalid.parentConsent?.message,
              variant: 'destructive',
            }),
          )(event)
        }
      >
        <CheckboxField
          label={t('family.consent.label')}
          invalid={Boolean(errors.parentConsent)}
          input={{ ...register('parentConsent'), required: true }}
        />
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link to={paths.termsOfUse.getHref()} className="underline">
            {t('footer.termsOfUse')}
          </Link>
          <Link to={paths.privacyPolicy.getHref()} className="underline">
            {t('footer.privacyPolicy')}
          </Link>
        </p>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.wait') : t('family.consent.submit')}
        </Button>
      </form>
    </Card>
  )
}
