import { Smartphone } from '@/components/icons'
import { Notice } from '@/components/ui/Notice'
import { accountsText } from '@/lib/i18n/accounts'

/** Says plainly that, without Supabase, accounts live in this browser. */
export function DemoNotice() {
  return (
    <Notice
      icon={Smartphone}
      title={accountsText('accounts.demoTitle')}
      body={accountsText('accounts.demoAuthBody')}
    />
  )
}
