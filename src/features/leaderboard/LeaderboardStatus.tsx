import { Link } from 'react-router-dom'

import { Gamepad2, RotateCcw } from '@/components/icons'
import { Button, buttonVariants } from '@/components/ui/Button'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import { accountsText } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'

/** Also what the prerendered page shows until the app has fetched the board. */
export function LeaderboardLoading() {
  return (
    <p role="status" className="py-12 text-center text-lg text-ink-muted">
      {accountsText('accounts.board.loading')}
    </p>
  )
}

export function LeaderboardEmpty() {
  return (
    <Card className="text-center">
      <p className="font-display text-2xl text-maroon-800">
        {accountsText('accounts.board.empty')}
      </p>
      <Link
        to={paths.games.getHref()}
        className={buttonVariants({ className: 'mt-6' })}
      >
        <Gamepad2 aria-hidden="true" />
        {accountsText('common.playGames')}
      </Link>
    </Card>
  )
}

export function LeaderboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="text-center">
      <CardTitle>{accountsText('accounts.board.errorTitle')}</CardTitle>
      <CardDescription>
        {accountsText('accounts.board.errorBody')}
      </CardDescription>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {accountsText('accounts.board.retry')}
      </Button>
    </Card>
  )
}
