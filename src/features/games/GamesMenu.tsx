import type { RefCallback } from 'react'

import {
  CLASSIC_GAME_IDS,
  PUZZLE_IDS,
  type GameId,
} from '@/lib/games/gameCatalogue'
import { t } from '@/lib/i18n/games'
import { PUZZLES_SECTION_ID } from '@/lib/paths'

import { GameMenuCard } from './GameMenuCard'

type GamesMenuProps = {
  onOpen: (game: GameId) => void
  /** Lets the hub give focus back to the card that opened a game. */
  playButtonRef: (game: GameId) => RefCallback<HTMLButtonElement>
}

const GRID = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

/** The five games, then the puzzles; each card opens its game in place. */
export function GamesMenu({ onOpen, playButtonRef }: GamesMenuProps) {
  const cards = (ids: readonly GameId[]) =>
    ids.map((id) => (
      <li key={id}>
        <GameMenuCard
          id={id}
          onOpen={onOpen}
          playButtonRef={playButtonRef(id)}
        />
      </li>
    ))
  return (
    <section aria-labelledby="games-menu-heading">
      <h2 id="games-menu-heading" className="text-3xl">
        {t('games.menu.heading')}
      </h2>
      <ul className={GRID}>{cards(CLASSIC_GAME_IDS)}</ul>
      {/* The home page's Puzzles card links here (paths.puzzles). */}
      <h3
        id={PUZZLES_SECTION_ID}
        tabIndex={-1}
        className="mt-10 text-2xl sm:text-3xl"
      >
        {t('games.menu.puzzlesHeading')}
      </h3>
      <p className="mt-1 text-ink-muted">{t('games.menu.puzzlesIntro')}</p>
      <ul className={GRID}>{cards(PUZZLE_IDS)}</ul>
    </section>
  )
}
