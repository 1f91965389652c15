import { Smartphone } from '@/components/icons'
import { Notice } from '@/components/ui/Notice'
import { accountsText } from '@/lib/i18n/accounts'

import { PinRecoveryForm } from './PinRecoveryForm'

/**
 * "Forgot your password?" in demo mode (decision 070): no e-mail can be
 * sent, so it says plainly where the account lives, lets the parent in with
 * the e-mail and the parent PIN, and says what happens without a PIN: the
 * account keeps its children's rounds, and a new account starts afresh.
 */
export function DeviceForgotPassword() {
  return (
    <div className="grid gap-5">
      <Notice
        icon={Smartphone}
        title={accountsText('accounts.forgot.deviceTitle')}
        body={accountsText('accounts.forgot.deviceBody')}
      />
      <PinRecoveryForm />
      <div className="rounded-xl bg-cream-200 p-3 text-sm">
        <h3 className="font-sans text-base font-bold">
          {accountsText('accounts.forgot.noPinTitle')}
        </h3>
        <p className="mt-1">{accountsText('accounts.forgot.noPinBody')}</p>
      </div>
    </div>
  )
}
