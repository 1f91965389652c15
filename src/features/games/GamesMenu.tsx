import type { RefCallback } from 'react'

import type { GameType } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'
import { PUZZLES_SECTION_ID } from '@/lib/paths'

import type { GameEntry } from './gameEntry'
import { GameMenuCard } from './GameMenuCard'
import { GAMES } from './registry'

type GamesMenuProps = {
  onOpen: (game: GameType) => void
  /** The game whose Play was tapped while its code is still coming. */
  waitingFor?: GameType | null
  /** Lets the hub give focus back to the card that opened a game. */
  playButtonRef: (game: GameType) => RefCallback<HTMLButtonElement>
}

const GRID = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

/** The five games, then the puzzles; each card opens its game in place. */
export function GamesMenu({
  onOpen,
  waitingFor = null,
  playButtonRef,
}: GamesMenuProps) {
  const cards = (section: GameEntry['section']) =>
    GAMES.filter((game) => game.section === section).map((game) => (
      <li key={game.id}>
        <GameMenuCard
          game={game}
          onOpen={onOpen}
          waiting={waitingFor === game.id}
          playButtonRef={playButtonRef(game.id)}
        />
      </li>
    ))
  return (
    <section aria-labelledby="games-menu-heading">
      <h2 id="games-menu-heading" className="text-3xl">
        {gamesText('games.menu.heading')}
      </h2>
      <ul className={GRID}>{cards('classic')}</ul>
      {/* The home page's Puzzles card links here (paths.puzzles). */}
      <h3
        id={PUZZLES_SECTION_ID}
        tabIndex={-1}
        className="mt-10 text-2xl sm:text-3xl"
      >
        {gamesText('games.menu.puzzlesHeading')}
      </h3>
      <p className="mt-1 text-ink-muted">
        {gamesText('games.menu.puzzlesIntro')}
      </p>
      <ul className={GRID}>{cards('puzzle')}</ul>
    </section>
  )
}
