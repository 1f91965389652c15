import {
  BookOpen,
  Brain,
  Clock,
  LayoutGrid,
  PartyPopper,
  Play,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { RefCallback } from 'react'

import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import { t } from '@/lib/i18n/games'

import { GAME_CATALOGUE, GAME_IDS, type GameId } from './gameCatalogue'

const ICONS: Record<GameId, LucideIcon> = {
  quiz: Brain,
  festival: PartyPopper,
  hero: Users,
  memory: LayoutGrid,
  story: BookOpen,
}

type GamesMenuProps = {
  onOpen: (game: GameId) => void
  /** Lets the hub give focus back to the card that opened a game. */
  playButtonRef: (game: GameId) => RefCallback<HTMLButtonElement>
}

/** The five game cards; each opens its game in place. */
export function GamesMenu({ onOpen, playButtonRef }: GamesMenuProps) {
  return (
    <section aria-labelledby="games-menu-heading">
      <h2 id="games-menu-heading" className="text-3xl">
        {t('games.menu.heading')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {GAME_IDS.map((id) => {
          const entry = GAME_CATALOGUE[id]
          const Icon = ICONS[id]
          const title = t(entry.titleKey)
          return (
            <li key={id}>
              <Card className="flex h-full flex-col">
                <Icon aria-hidden="true" className="size-10 text-saffron-700" />
                <CardTitle size="lg" className="mt-3">
                  {title}
                </CardTitle>
                <CardDescription className="flex-1">
                  {t(entry.descriptionKey)}
                </CardDescription>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Badge variant="gold">
                    <Clock aria-hidden="true" />
                    {t('games.menu.time', { time: t(entry.timeKey) })}
                  </Badge>
                  <Badge variant="leaf">
                    <Users aria-hidden="true" />
                    {t('games.menu.players')}
                  </Badge>
                </div>
                <Button
                  ref={playButtonRef(id)}
                  size="lg"
                  // Starts with the visible word, so speech users can say it.
                  aria-label={t('games.menu.playGame', { title })}
                  className="mt-5 self-start"
                  onClick={() => onOpen(id)}
                >
                  <Play aria-hidden="true" />
                  {t('games.menu.play')}
                </Button>
              </Card>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
