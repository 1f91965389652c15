import {
  Activity,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { type GameType, usePlayer } from '@/lib/backend'
import { t } from '@/lib/i18n/games'
import { getActiveLanguage } from '@/lib/i18n/language'

import { browserIdle, gameLoaders, loadedGame, warmGames } from './gameLoaders'
import { GamesMenu } from './GamesMenu'
import { OpenGame } from './OpenGame'
import { GAMES } from './registry'
import { useWatchKeyboard } from './shared/useInstructions'

/**
 * The menu, or the one open game in its place (no route change). Opening a
 * game moves focus to its title; Back to Games returns it to the card.
 *
 * Each game whose code is in is drawn ahead, hidden (React's Activity, at
 * the lowest priority, in the browser's idle time): its effects, the round
 * among them, start only when it is shown. A tap on Play then shows it
 * instead of drawing it, the larger part of a first tap (decision 067).
 * Closing a game draws a fresh one, hidden, for the next time.
 */
type GamesHubProps = {
  /** Shown above the menu, and hidden with it while a game is open. */
  aboveMenu?: ReactNode
}

export function GamesHub({ aboveMenu }: GamesHubProps = {}) {
  const [openGame, setOpenGame] = useState<GameType | null>(null)
  const [returnTo, setReturnTo] = useState<GameType | null>(null)
  // How many times each game has been closed: the key of its next drawing.
  const [closings, setClosings] = useState<Partial<Record<GameType, number>>>(
    {},
  )
  // Bumped as each game's code arrives, to draw that game ahead.
  const [, setArrivals] = useState(0)
  const playButtons = useRef(new Map<GameType, HTMLButtonElement>())
  // A game drawn for another child or language is drawn again.
  const drawnFor = `${getActiveLanguage()}:${usePlayer().player?.id ?? ''}`
  // From the menu on: a player who reaches a game by keyboard is told keys.
  useWatchKeyboard()

  // While the visitor looks at the menu, the games' code arrives.
  useEffect(
    () =>
      warmGames(
        gameLoaders.map(
          (load) => () =>
            load().then(() =>
              startTransition(() => setArrivals((count) => count + 1)),
            ),
        ),
        browserIdle,
      ),
    [],
  )

  useEffect(() => {
    if (openGame === null && returnTo !== null) {
      playButtons.current.get(returnTo)?.focus()
    }
  }, [openGame, returnTo])

  // One Back for each game, the same every time, so a game drawn ahead is
  // shown without being drawn again.
  const backs = useMemo(
    () =>
      Object.fromEntries(
        GAMES.map(({ id: game }) => [
          game,
          () => {
            setReturnTo(game)
            setOpenGame(null)
            setClosings((count) => ({
              ...count,
              [game]: (count[game] ?? 0) + 1,
            }))
          },
        ]),
      ) as Record<GameType, () => void>,
    [],
  )

  // A game whose code is in opens in the tap's own task: one frame
  // (decisions 066 and 067). Otherwise opening it is a transition inside a
  // boundary that already shows the menu: the menu stays until the game's
  // code is in, and the game appears the moment it is. A boundary that
  // showed its "Loading" fallback would hold the game back until 300 ms
  // after the fallback appeared (React's throttle of revealed content), the
  // larger part of a first tap (decision 055).
  const open = useCallback((game: GameType) => {
    if (loadedGame(game)) setOpenGame(game)
    else startTransition(() => setOpenGame(game))
  }, [])

  // The menu is drawn once and only hidden while a game is open: taking its
  // cards out and putting them back was a large part of the first tap
  // (decision 067), and Back to Games shows it again as it was.
  const menu = useMemo(
    () => (
      <GamesMenu
        onOpen={open}
        playButtonRef={(game) => (element) => {
          if (element) playButtons.current.set(game, element)
          else playButtons.current.delete(game)
        }}
      />
    ),
    [open],
  )

  return (
    <Suspense
      fallback={
        <p role="status" className="py-12 text-center text-lg">
          {t('games.loading')}
        </p>
      }
    >
      <div hidden={openGame !== null}>
        {aboveMenu}
        {menu}
      </div>
      {GAMES.map(({ id: game }) =>
        game === openGame || loadedGame(game) ? (
          <Activity key={game} mode={game === openGame ? 'visible' : 'hidden'}>
            <OpenGame
              key={`${drawnFor}:${closings[game] ?? 0}`}
              game={game}
              onBack={backs[game]}
            />
          </Activity>
        ) : null,
      )}
    </Suspense>
  )
}
