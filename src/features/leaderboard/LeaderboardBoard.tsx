import { useQuery } from '@tanstack/react-query'

import { Card, CardTitle } from '@/components/ui/Card'
import {
  leaderboardQueryOptions,
  myRankQueryOptions,
  useAuth,
  useBackend,
} from '@/lib/backend'
import { t } from '@/lib/i18n/accounts'

import {
  LeaderboardEmpty,
  LeaderboardError,
  LeaderboardLoading,
} from './LeaderboardStatus'
import { LeaderboardTable } from './LeaderboardTable'

/**
 * The table, or its loading, empty or error state, and the player's own rank
 * when outside the top. Mounted only while online, so its reads start when
 * the connection returns.
 */
export function LeaderboardBoard() {
  const backend = useBackend()
  const { user } = useAuth()
  const board = useQuery(leaderboardQueryOptions(backend))
  const inTop = board.data?.some((entry) => entry.userId === user?.id) ?? false
  const myRank = useQuery({
    ...myRankQueryOptions(backend),
    enabled: Boolean(user) && board.isSuccess && !inTop,
  })

  return (
    <>
      {board.isPending ? <LeaderboardLoading /> : null}
      {board.isError ? (
        <LeaderboardError onRetry={() => void board.refetch()} />
      ) : null}
      {board.data?.length === 0 ? <LeaderboardEmpty /> : null}
      {board.data && board.data.length > 0 ? (
        <LeaderboardTable entries={board.data} myId={user?.id ?? null} />
      ) : null}
      {myRank.data ? (
        <Card tone="leaf">
          <CardTitle>{t('accounts.board.yourRank')}</CardTitle>
          <p className="mt-2 text-ink">
            {t('accounts.board.yourRankBody', {
              rank: myRank.data.rank,
              points: myRank.data.totalScore,
            })}
          </p>
        </Card>
      ) : null}
    </>
  )
}
