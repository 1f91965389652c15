import { Brain, Gamepad2, Network, Users, type LucideIcon } from 'lucide-react'

import { Badge } from '@/components/ui/Badge'
import { buttonVariants } from '@/components/ui/Button'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import * as homeGamesModule from '@/data/homeGames'
import type { HomeGame } from '@/data/homeGames'
import { teluguTwin } from '@/lib/i18n/edition'
import { t } from '@/lib/i18n/home'
import { paths } from '@/lib/paths'

const homeGamesContent = teluguTwin(
  homeGamesModule,
  () => import('@/data/te/homeGames'),
)

const ICONS: Record<HomeGame['id'], LucideIcon> = {
  quiz: Brain,
  'festival-memory': Gamepad2,
  'hero-matching': Users,
  'gotra-explorer': Network,
}

/**
 * A game card. Play Now is a plain link, a full page load, as the spec asks:
 * the game page starts fresh.
 */
export function GameCard({ game }: { game: HomeGame }) {
  const Icon = ICONS[game.id]
  const { difficultyLabels } = homeGamesContent()
  const href =
    game.destination === 'gotras'
      ? paths.gotras.getHref()
      : paths.games.getHref()
  return (
    <Card className="flex w-full flex-col">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-maroon-50 text-maroon-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <CardTitle className="mt-4">{game.title}</CardTitle>
      <CardDescription className="flex-1">{game.description}</CardDescription>
      <dl className="mt-4 flex flex-wrap gap-2 text-sm">
        <div>
          <dt className="sr-only">{t('home.games.difficulty')}</dt>
          <dd>
            <Badge variant={game.difficulty === 'Easy' ? 'leaf' : 'gold'}>
              {difficultyLabels[game.difficulty]}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('home.games.players')}</dt>
          <dd>
            <Badge variant="outline">{game.players}</Badge>
          </dd>
        </div>
      </dl>
      <a
        href={href}
        aria-label={t('home.games.actionLabel', {
          action: t('home.games.playNow'),
          title: game.title,
        })}
        className={buttonVariants({ className: 'mt-5 self-start' })}
      >
        {t('home.games.playNow')}
      </a>
    </Card>
  )
}
