import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router-dom'

import { Card, CardTitle } from '@/components/ui/Card'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { POLICY_VERSION } from '@/data/policyVersion'
import { useGiveParentConsent } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

import { consentSchema } from './familySchemas'
import { SubmitButton } from './SubmitButton'
import { useFamilyForm } from './useFamilyForm'

/**
 * The parent's confirmation, for accounts whose sign-up could not ask for it
 * (Google, accounts from before families). Nothing of the family opens
 * until it is given.
 */
export function ConsentForm() {
  const giveConsent = useGiveParentConsent()
  const { field, busy, onSubmit } = useFamilyForm({
    resolver: zodResolver(consentSchema),
    defaultValues: { parentConsent: false },
    action: () => giveConsent.mutateAsync(POLICY_VERSION),
    what: 'Recording the consent',
  })
  const consent = field('parentConsent')

  return (
    <Card className="mx-auto grid max-w-xl gap-4">
      <CardTitle as="h2">{familyText('family.consent.title')}</CardTitle>
      <p>{familyText('family.consent.body')}</p>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <CheckboxField
          label={familyText('family.consent.label')}
          error={consent.error}
          input={{ ...consent.input, required: true }}
        />
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link to={paths.termsOfUse.getHref()} className="underline">
            {familyText('footer.termsOfUse')}
          </Link>
          <Link to={paths.privacyPolicy.getHref()} className="underline">
            {familyText('footer.privacyPolicy')}
          </Link>
        </p>
        <SubmitButton busy={busy} label={familyText('family.consent.submit')} />
      </form>
    </Card>
  )
}
