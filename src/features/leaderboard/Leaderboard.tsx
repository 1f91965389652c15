import { useQuery } from '@tanstack/react-query'
import { Gamepad2, Home, LogIn } from 'lucide-react'
import { Link } from 'react-router-dom'

import { buttonVariants } from '@/components/ui/Button'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import {
  leaderboardQueryOptions,
  myRankQueryOptions,
  useAuth,
  useBackend,
} from '@/lib/backend'
import { t } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'

import { LeaderboardDemoNotice } from './LeaderboardDemoNotice'
import {
  LeaderboardEmpty,
  LeaderboardError,
  LeaderboardLoading,
} from './LeaderboardStatus'
import { LeaderboardTable } from './LeaderboardTable'

/** Top Players: the table, or its loading, empty or error state. */
export function Leaderboard() {
  const backend = useBackend()
  const { user } = useAuth()
  const board = useQuery(leaderboardQueryOptions(backend))
  const inTop = board.data?.some((entry) => entry.userId === user?.id) ?? false
  const myRank = useQuery({
    ...myRankQueryOptions(backend),
    enabled: Boolean(user) && board.isSuccess && !inTop,
  })

  return (
    <section
      aria-label={t('accounts.board.caption')}
      className="mx-auto grid max-w-3xl gap-6 px-4 pb-16"
    >
      {backend.kind === 'device' ? <LeaderboardDemoNotice /> : null}
      {board.isPending ? <LeaderboardLoading /> : null}
      {board.isError ? (
        <LeaderboardError onRetry={() => void board.refetch()} />
      ) : null}
      {board.data?.length === 0 ? <LeaderboardEmpty /> : null}
      {board.data && board.data.length > 0 ? (
        <LeaderboardTable entries={board.data} myId={user?.id ?? null} />
      ) : null}
      {myRank.data ? (
        <Card className="border-leaf-700">
          <CardTitle>{t('accounts.board.yourRank')}</CardTitle>
          <CardDescription className="text-ink">
            {t('accounts.board.yourRankBody', {
              rank: myRank.data.rank,
              points: myRank.data.totalScore,
            })}
          </CardDescription>
        </Card>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {user ? null : (
          <Link
            to={paths.auth.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            <LogIn aria-hidden="true" />
            {t('accounts.board.joinPrompt')}
          </Link>
        )}
        <Link
          to={paths.games.getHref()}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Gamepad2 aria-hidden="true" />
          {t('accounts.board.playToEarn')}
        </Link>
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ variant: 'ghost' })}
        >
          <Home aria-hidden="true" />
          {t('common.backToHome')}
        </Link>
      </div>
    </section>
  )
}
