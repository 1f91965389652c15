import { Smartphone } from 'lucide-react'

import { t } from '@/lib/i18n/accounts'

/** Without Supabase the leaderboard lists only this device's players. */
export function LeaderboardDemoNotice() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-2xl border-2 border-saffron-300 bg-saffron-50 p-4 text-ink"
    >
      <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{t('accounts.demoTitle')}</p>
        <p className="mt-1 text-sm">{t('accounts.demoLeaderboardBody')}</p>
      </div>
    </div>
  )
}
