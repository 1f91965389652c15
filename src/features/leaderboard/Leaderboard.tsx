import { Link } from 'react-router-dom'

import { Gamepad2, Home, LogIn } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { useAuth, useBackendKind } from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { LeaderboardBoard } from './LeaderboardBoard'
import { LeaderboardDemoNotice } from './LeaderboardDemoNotice'
import { LeaderboardOffline } from './LeaderboardOffline'

/**
 * Top Players. Offline on Supabase (decision 020) a notice takes the board's
 * place and the board comes back by itself with the connection; the demo
 * (device backend) keeps showing this device's players, which need no
 * connection (decision 069). Offline there is no "Log in or sign up":
 * signing in needs the connection.
 */
export function Leaderboard() {
  const kind = useBackendKind()
  const { user } = useAuth()
  const online = useOnlineStatus()

  return (
    <section
      aria-label={accountsText('accounts.board.caption')}
      className="mx-auto grid max-w-3xl gap-6 px-4 pb-16"
    >
      {kind === 'device' ? <LeaderboardDemoNotice /> : null}
      {online || kind === 'device' ? (
        <LeaderboardBoard />
      ) : (
        <LeaderboardOffline />
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {user || !online ? null : (
          <Link
            to={paths.auth.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            <LogIn aria-hidden="true" />
            {accountsText('accounts.board.joinPrompt')}
          </Link>
        )}
        <Link
          to={paths.games.getHref()}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Gamepad2 aria-hidden="true" />
          {accountsText('accounts.board.playToEarn')}
        </Link>
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ variant: 'ghost' })}
        >
          <Home aria-hidden="true" />
          {accountsText('common.backToHome')}
        </Link>
      </div>
    </section>
  )
}
