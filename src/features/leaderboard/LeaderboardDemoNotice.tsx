import { Smartphone } from '@/components/icons'
import { Notice } from '@/components/ui/Notice'
import { t } from '@/lib/i18n/accounts'

/** Without Supabase the leaderboard lists only this device's players. */
export function LeaderboardDemoNotice() {
  return (
    <Notice
      icon={Smartphone}
      title={t('accounts.demoTitle')}
      body={t('accounts.demoLeaderboardBody')}
    />
  )
}
