import { WifiOff } from '@/components/icons'
import { Notice } from '@/components/ui/Notice'
import { accountsText } from '@/lib/i18n/accounts'

/** The submit buttons point here (`aria-describedby`) while disabled. */
export const AUTH_OFFLINE_NOTICE_ID = 'auth-offline'

/** Offline, signing in waits; results stay on the device meanwhile. */
export function AuthOfflineNotice() {
  return (
    <Notice
      id={AUTH_OFFLINE_NOTICE_ID}
      icon={WifiOff}
      title={accountsText('accounts.offlineTitle')}
      body={accountsText('accounts.offlineBody')}
    />
  )
}
