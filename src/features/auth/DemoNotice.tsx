import { Smartphone } from '@/components/icons'
import { Notice } from '@/components/ui/Notice'
import { t } from '@/lib/i18n/accounts'

/** Says plainly that, without Supabase, accounts live in this browser. */
export function DemoNotice() {
  return (
    <Notice
      icon={Smartphone}
      title={t('accounts.demoTitle')}
      body={t('accounts.demoAuthBody')}
    />
  )
}
