import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'

import { ArrowLeft } from '@/components/icons'
import { Button, buttonVariants } from '@/components/ui/Button'
import { Card, CardTitle } from '@/components/ui/Card'
import {
  BackendError,
  toBackendError,
  useParentPinLock,
  useVerifyParentPin,
} from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

import { familyErrorMessage, familyFieldProblem } from './familyErrorMessage'
import { pinSchema } from './familySchemas'
import { PinField } from './PinField'
import { PinLockNotice } from './PinLockNotice'
import { SubmitButton } from './SubmitButton'
import { useFamilyForm } from './useFamilyForm'

const pinMessage = (error: unknown) =>
  toBackendError(error).kind === 'wrong-pin'
    ? familyText('family.pin.wrong')
    : familyErrorMessage(error)

type PinPromptProps = { onUnlocked: () => void; onForgot: () => void }

/**
 * "Grown-ups only": the parent PIN opens the area for this visit. A wrong PIN
 * is cleared (to be typed afresh) and said at the field. Too many wrong ones
 * lock the PIN: the lock's notice takes the form's place, with the real wait
 * and "Forgot the PIN?" (decision 069); a lock already there when the prompt
 * opens is shown at once.
 */
export function PinPrompt({ onUnlocked, onForgot }: PinPromptProps) {
  const { mutateAsync: verifyPin } = useVerifyParentPin()
  // The lock as read when the prompt opens; not knowing is no harm: a PIN
  // typed meets the lock and says so.
  const lockRead = useParentPinLock()
  // What this prompt has learnt since (undefined: nothing yet).
  const [lockSeen, setLockedUntil] = useState<string | null>()
  const lockedUntil =
    lockSeen === undefined ? (lockRead.data ?? null) : lockSeen
  const unlockLock = useCallback(() => setLockedUntil(null), [])
  const { form, field, busy, onSubmit } = useFamilyForm({
    resolver: zodResolver(pinSchema),
    defaultValues: { pin: '' },
    action: async ({ pin }: { pin: string }) => {
      try {
        if (await verifyPin(pin)) return
      } catch (error) {
        const { kind, lockedUntil: until } = toBackendError(error)
        if (kind === 'pin-locked' && until !== undefined) {
          form.resetField('pin')
          setLockedUntil(until)
          return 'locked' as const
        }
        throw error
      }
      form.resetField('pin')
      throw new BackendError('wrong-pin', 'That is not the parent PIN.')
    },
    onSuccess: (result) => {
      if (result !== 'locked') onUnlocked()
    },
    fieldProblem: familyFieldProblem(
      { 'wrong-pin': 'pin', 'rate-limited': 'pin' },
      pinMessage,
    ),
    what: 'Checking the PIN',
  })

  return (
    <Card className="mx-auto grid w-full max-w-md gap-4">
      <CardTitle as="h2">{familyText('family.pin.enterTitle')}</CardTitle>
      {lockedUntil === null ? (
        <>
          <p>{familyText('family.pin.enterBody')}</p>
          <form noValidate className="grid gap-4" onSubmit={onSubmit}>
            <PinField
              label={familyText('family.pin.label')}
              announce
              {...field('pin')}
            />
            <SubmitButton busy={busy} label={familyText('family.pin.open')} />
          </form>
          <Button
            variant="link"
            className="justify-self-center"
            onClick={onForgot}
          >
            {familyText('family.pin.forgot')}
          </Button>
        </>
      ) : (
        <PinLockNotice
          lockedUntil={lockedUntil}
          onEnd={unlockLock}
          onForgot={onForgot}
        />
      )}
      <Link
        to={paths.players.getHref()}
        className={buttonVariants({
          variant: 'ghost',
          className: 'justify-self-center',
        })}
      >
        <ArrowLeft aria-hidden="true" />
        {familyText('family.pin.backToPlay')}
      </Link>
    </Card>
  )
}
