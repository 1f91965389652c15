import { Button } from '@/components/ui/Button'
import { accountsText, type AccountsKey } from '@/lib/i18n/accounts'

type AuthNextStepProps = {
  id: string
  step: AccountsKey
  onNeedsLogin: () => void
}

/**
 * What to do after a failed login or sign-up, under the form (decision 027).
 * For an e-mail already registered, a button goes to Login with it.
 */
export function AuthNextStep({ id, step, onNeedsLogin }: AuthNextStepProps) {
  return (
    <div className="grid gap-2 rounded-xl bg-cream-200 p-3">
      <p id={id}>{accountsText(step)}</p>
      {step === 'accounts.next.registered' ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onNeedsLogin}
        >
          {accountsText('accounts.loginWithEmail')}
        </Button>
      ) : null}
    </div>
  )
}
