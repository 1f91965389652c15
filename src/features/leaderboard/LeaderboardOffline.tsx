import { WifiOff } from '@/components/icons'
import { Card } from '@/components/ui/Card'
import { accountsText } from '@/lib/i18n/accounts'

/** In place of the board while offline: nothing is wrong, nothing is lost. */
export function LeaderboardOffline() {
  return (
    <Card
      role="status"
      aria-labelledby="leaderboard-offline"
      className="text-center"
    >
      <WifiOff aria-hidden="true" className="mx-auto size-10 text-maroon-700" />
      <h2
        id="leaderboard-offline"
        className="mt-3 font-display text-2xl text-maroon-800"
      >
        {accountsText('accounts.board.offlineTitle')}
      </h2>
      <p className="mt-2 text-ink">
        {accountsText('accounts.board.offlineBody')}
      </p>
    </Card>
  )
}
