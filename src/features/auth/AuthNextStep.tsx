import { Button } from '@/components/ui/Button'
import { t, type MessageKey } from '@/lib/i18n/accounts'

type AuthNextStepProps = {
  id: string
  step: MessageKey
  onNeedsLogin: () => void
}

/**
 * What to do after a failed login or sign-up, under the form (decision 027).
 * For an e-mail already registered, a button goes to Login with it.
 */
export function AuthNextStep({ id, step, onNeedsLogin }: AuthNextStepProps) {
  return (
    <div className="grid gap-2 rounded-xl bg-cream-200 p-3">
      <p id={id}>{t(step)}</p>
      {step === 'accounts.next.registered' ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onNeedsLogin}
        >
          {t('accounts.loginWithEmail')}
        </Button>
      ) : null}
    </div>
  )
}
