import { type ComponentType, lazy, memo, useState } from 'react'

import type { GameType } from '@/lib/backend'
import { loadCode } from '@/lib/codeLoading/codeLoader'

import type { GameProps } from './gameEntry'
import { loadedGame, loadGame } from './gameLoaders'
import { GAMES } from './registry'

/**
 * Each game of the registry, loaded lazily. React keeps the first answer of
 * a lazy component: a game's code that cannot be fetched is waited for (the
 * menu stays, with a note), and the game opens once it comes (decision 071).
 */
const LAZY_GAMES = new Map(
  GAMES.map(({ id }) => [
    id,
    lazy(() =>
      loadCode(() => loadGame(id)).then((Game) => ({ default: Game })),
    ),
  ]),
)

type OpenGameProps = { game: GameType; onBack: () => void }

/**
 * A game's component. Opened once its code is in (warmGames loads it while
 * the menu shows), it is drawn at once; before, it is loaded lazily.
 */
function OpenGameOf({ game, onBack }: OpenGameProps) {
  // Chosen once for each opening: changing it would start the game anew.
  const [Game] = useState<ComponentType<GameProps> | undefined>(
    () => loadedGame(game) ?? LAZY_GAMES.get(game),
  )
  return Game ? <Game onBack={onBack} /> : null
}

/**
 * The game `game`, its round or result. The same props draw nothing again:
 * a game drawn ahead, hidden, is shown as it is (GamesHub).
 */
export const OpenGame = memo(OpenGameOf)
