import { Smartphone } from '@/components/icons'
import { Notice } from '@/components/ui/Notice'
import { accountsText } from '@/lib/i18n/accounts'

/** Without Supabase the leaderboard lists only this device's players. */
export function LeaderboardDemoNotice() {
  return (
    <Notice
      icon={Smartphone}
      title={accountsText('accounts.demoTitle')}
      body={accountsText('accounts.demoLeaderboardBody')}
    />
  )
}
