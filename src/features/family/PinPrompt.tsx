import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router-dom'

import { ArrowLeft } from '@/components/icons'
import { Button, buttonVariants } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import { BackendError, toBackendError, useVerifyParentPin } from '@/lib/backend'
import { t } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

import { familyFieldProblem } from './familyErrorMessage'
import { pinSchema } from './familySchemas'
import { PinField } from './PinField'
import { SubmitButton } from './SubmitButton'
import { useFamilyForm } from './useFamilyForm'

const pinMessage = (error: unknown) =>
  toBackendError(error).kind === 'wrong-pin'
    ? t('family.pin.wrong')
    : t('family.pin.locked')

type PinPromptProps = { onUnlocked: () => void; onForgot: () => void }

/**
 * "Grown-ups only": the parent PIN opens the area for this visit. A wrong PIN
 * is cleared (to be typed afresh) and said at the field; many wrong ones
 * make the backend wait, which is said there too.
 */
export function PinPrompt({ onUnlocked, onForgot }: PinPromptProps) {
  const verifyPin = useVerifyParentPin()
  const { form, field, busy, onSubmit } = useFamilyForm({
    resolver: zodResolver(pinSchema),
    defaultValues: { pin: '' },
    action: async ({ pin }: { pin: string }) => {
      if (await verifyPin(pin)) return
      form.resetField('pin')
      throw new BackendError('wrong-pin', 'That is not the parent PIN.')
    },
    onSuccess: onUnlocked,
    fieldProblem: familyFieldProblem(
      { 'wrong-pin': 'pin', 'rate-limited': 'pin' },
      pinMessage,
    ),
    what: 'Checking the PIN',
  })

  return (
    <Card className="mx-auto grid w-full max-w-md gap-4">
      <CardTitle as="h2">{t('family.pin.enterTitle')}</CardTitle>
      <p>{t('family.pin.enterBody')}</p>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <PinField label={t('family.pin.label')} announce {...field('pin')} />
        <SubmitButton busy={busy} label={t('family.pin.open')} />
      </form>
      <Button variant="link" className="justify-self-center" onClick={onForgot}>
        {t('family.pin.forgot')}
      </Button>
      <Link
        to={paths.players.getHref()}
        className={buttonVariants({
          variant: 'ghost',
          className: 'justify-self-center',
        })}
      >
        <ArrowLeft aria-hidden="true" />
        {t('family.pin.backToPlay')}
      </Link>
    </Card>
  )
}
