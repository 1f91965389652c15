import { Link } from 'react-router-dom'

import { Gamepad2, RotateCcw } from '@/components/icons'
import { Button, buttonVariants } from '@/components/ui/Button'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import { t } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'

/** Also what the prerendered page shows until the app has fetched the board. */
export function LeaderboardLoading() {
  return (
    <p role="status" className="py-12 text-center text-lg text-ink-muted">
      {t('accounts.board.loading')}
    </p>
  )
}

export function LeaderboardEmpty() {
  return (
    <Card className="text-center">
      <p className="font-display text-2xl text-maroon-800">
        {t('accounts.board.empty')}
      </p>
      <Link
        to={paths.games.getHref()}
        className={buttonVariants({ className: 'mt-6' })}
      >
        <Gamepad2 aria-hidden="true" />
        {t('common.playGames')}
      </Link>
    </Card>
  )
}

export function LeaderboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="text-center">
      <CardTitle>{t('accounts.board.errorTitle')}</CardTitle>
      <CardDescription>{t('accounts.board.errorBody')}</CardDescription>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('accounts.board.retry')}
      </Button>
    </Card>
  )
}
