import { Card, CardTitle } from '@/components/ui/Card'
import { useLeaderboard, useMyRank, usePlayer } from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'

import {
  LeaderboardEmpty,
  LeaderboardError,
  LeaderboardLoading,
} from './LeaderboardStatus'
import { LeaderboardTable } from './LeaderboardTable'

/**
 * The table, or its loading, empty or error state, and the own rank of the
 * child playing on this device when outside the top. Mounted only while online, so its reads start when
 * the connection returns.
 */
export function LeaderboardBoard() {
  const { player } = usePlayer()
  const myId = player?.id ?? null
  const board = useLeaderboard()
  const inTop = board.data?.some((entry) => entry.profileId === myId) ?? false
  // The child playing sees their own rank below the top, even when hidden.
  const myRank = useMyRank(myId, { enabled: board.isSuccess && !inTop })

  return (
    <>
      {board.isPending ? <LeaderboardLoading /> : null}
      {board.isError ? (
        <LeaderboardError onRetry={() => void board.refetch()} />
      ) : null}
      {board.data?.length === 0 ? <LeaderboardEmpty /> : null}
      {board.data && board.data.length > 0 ? (
        <LeaderboardTable entries={board.data} myId={myId} />
      ) : null}
      {myRank.data ? (
        <Card tone="leaf">
          <CardTitle>{accountsText('accounts.board.yourRank')}</CardTitle>
          <p className="mt-2 text-ink">
            {accountsText.count(
              'accounts.board.yourRankBody',
              myRank.data.totalScore,
              {
                rank: myRank.data.rank,
              },
            )}
          </p>
        </Card>
      ) : null}
    </>
  )
}
