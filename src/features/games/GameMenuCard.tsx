import type { Ref } from 'react'

import { Clock, Play, Users } from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card, CardDescription, CardTitle } from '@/components/ui/Card'
import type { GameType } from '@/lib/backend'
import { catalogueEntry } from '@/lib/games/gameCatalogue'
import { gamesText } from '@/lib/i18n/games'

import type { GameEntry } from './gameEntry'

type GameMenuCardProps = {
  game: GameEntry
  onOpen: (game: GameType) => void
  /** Play was tapped and the game's code is still coming. */
  waiting?: boolean
  playButtonRef: Ref<HTMLButtonElement>
}

/** One game of the menu: what it is, how long it takes, and Play. */
export function GameMenuCard({
  game,
  onOpen,
  waiting = false,
  playButtonRef,
}: GameMenuCardProps) {
  const entry = catalogueEntry(game.id)
  const Icon = game.icon
  const title = gamesText(entry.titleKey)
  return (
    <Card className="flex h-full flex-col">
      <Icon aria-hidden="true" className="size-10 text-saffron-700" />
      <CardTitle size="lg" className="mt-3">
        {title}
      </CardTitle>
      <CardDescription className="flex-1">
        {gamesText(entry.descriptionKey)}
      </CardDescription>
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge variant="gold">
          <Clock aria-hidden="true" />
          {gamesText('games.menu.time', { time: gamesText(entry.timeKey) })}
        </Badge>
        <Badge variant="leaf">
          <Users aria-hidden="true" />
          {gamesText(entry.playersKey)}
        </Badge>
      </div>
      <Button
        ref={playButtonRef}
        size="lg"
        // Starts with the visible word, so speech users can say it.
        aria-label={gamesText('games.menu.playGame', { title })}
        className="mt-5 self-start"
        // Drawn as a tap held before the app ran (HELD_MARK in
        // src/app/heldActions.ts, src/styles/index.css).
        aria-busy={waiting || undefined}
        data-held={waiting ? '' : undefined}
        onClick={() => onOpen(game.id)}
      >
        <Play aria-hidden="true" />
        {gamesText('games.menu.play')}
      </Button>
    </Card>
  )
}
