import {
  Brain,
  Clock,
  LayoutGrid,
  Network,
  Users,
  type LucideIcon,
} from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import { buttonVariants } from '@/components/ui/Button'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import * as homeGamesModule from '@/data/homeGames'
import type { HomeGame } from '@/data/homeGames'
import { GAME_CATALOGUE } from '@/lib/games/gameCatalogue'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'
import { paths } from '@/lib/paths'

const homeGamesContent = teluguTwin(
  homeGamesModule,
  () => import('@/data/te/homeGames'),
)

/** The same pictures as the games menu's cards. */
const ICONS: Record<HomeGame['id'], LucideIcon> = {
  quiz: Brain,
  memory: LayoutGrid,
  hero_match: Users,
  'gotra-explorer': Network,
}

/**
 * What a card says. A game of the menu reads its name, description, length
 * and players from the game catalogue, exactly as /games does.
 */
function cardText(game: HomeGame) {
  if (game.id === 'gotra-explorer') {
    return { ...game, time: null }
  }
  const entry = GAME_CATALOGUE[game.id]
  return {
    title: homeText(entry.titleKey),
    description: homeText(entry.descriptionKey),
    players: homeText(entry.playersKey),
    time: homeText('games.menu.time', { time: homeText(entry.timeKey) }),
  }
}

/**
 * A game card. Play Now is a plain link, a full page load, as the spec asks:
 * the game page starts fresh.
 */
export function GameCard({ game }: { game: HomeGame }) {
  const Icon = ICONS[game.id]
  const { difficultyLabels } = homeGamesContent()
  const { title, description, players, time } = cardText(game)
  const href =
    game.id === 'gotra-explorer'
      ? paths.gotras.getHref()
      : paths.games.getHref()
  return (
    <Card className="flex w-full flex-col">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-maroon-50 text-maroon-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <CardTitle className="mt-4">{title}</CardTitle>
      <CardDescription className="flex-1">{description}</CardDescription>
      <dl className="mt-4 flex flex-wrap gap-2 text-sm">
        <div>
          <dt className="sr-only">{homeText('home.games.difficulty')}</dt>
          <dd>
            <Badge variant={game.difficulty === 'Easy' ? 'leaf' : 'gold'}>
              {difficultyLabels[game.difficulty]}
            </Badge>
          </dd>
        </div>
        {time ? (
          <div>
            <dt className="sr-only">{homeText('home.games.time')}</dt>
            <dd>
              <Badge variant="outline">
                <Clock aria-hidden="true" />
                {time}
              </Badge>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="sr-only">{homeText('home.games.players')}</dt>
          <dd>
            <Badge variant="outline">
              <Users aria-hidden="true" />
              {players}
            </Badge>
          </dd>
        </div>
      </dl>
      <a
        href={href}
        aria-label={homeText('home.games.actionLabel', {
          action: homeText('home.games.playNow'),
          title,
        })}
        className={buttonVariants({ className: 'mt-5 self-start' })}
      >
        {homeText('home.games.playNow')}
      </a>
    </Card>
  )
}
