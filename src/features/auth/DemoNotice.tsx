import { Smartphone } from 'lucide-react'

import { t } from '@/lib/i18n/accounts'

/** Says plainly that, without Supabase, accounts live in this browser. */
export function DemoNotice() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-2xl border-2 border-saffron-300 bg-saffron-50 p-4 text-ink"
    >
      <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{t('accounts.demoTitle')}</p>
        <p className="mt-1 text-sm">{t('accounts.demoAuthBody')}</p>
      </div>
    </div>
  )
}
