import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { SuspenseInEdition } from '@/components/SuspenseInEdition'
import { type GameType } from '@/lib/backend'
import { loadCode } from '@/lib/codeLoading/codeLoader'
import { gamesText } from '@/lib/i18n/games'

import {
  browserIdle,
  gameLoaders,
  loadedGame,
  loadGame,
  warmGames,
} from './gameLoaders'
import { GamesMenu } from './GamesMenu'
import { OpenGame } from './OpenGame'
import { useWatchKeyboard } from './shared/useInstructions'

/**
 * The menu, or the one open game in its place (no route change). Opening a
 * game moves focus to its title; Back to Games returns it to the card.
 *
 * Only the open game is drawn: drawing every game ahead, hidden, filled the
 * first seconds after load with work a tap then waited behind (decision
 * 080).
 */
type GamesHubProps = {
  /** Shown above the menu, and hidden with it while a game is open. */
  aboveMenu?: ReactNode
}

export function GamesHub({ aboveMenu }: GamesHubProps = {}) {
  const [openGame, setOpenGame] = useState<GameType | null>(null)
  const [returnTo, setReturnTo] = useState<GameType | null>(null)
  // The game asked for while its code is still coming: its Play shows it
  // took the tap, as a tap held before the app ran does (decision 089).
  const [asked, setAsked] = useState<GameType | null>(null)
  const playButtons = useRef(new Map<GameType, HTMLButtonElement>())
  // From the menu on: a player who reaches a game by keyboard is told keys.
  useWatchKeyboard()

  // While the visitor looks at the menu, the games' code arrives.
  useEffect(() => warmGames(gameLoaders, browserIdle), [])

  useEffect(() => {
    if (openGame === null && returnTo !== null) {
      playButtons.current.get(returnTo)?.focus()
    }
  }, [openGame, returnTo])

  const back = useCallback(() => {
    setReturnTo(openGame)
    setOpenGame(null)
  }, [openGame])

  // A game whose code is in opens in the tap's own task: one frame
  // (decisions 066 and 067). Otherwise its Play is busy while the code
  // comes (decision 089), and the game is drawn the moment the code is in,
  // in one task. Not in a transition: that draws in slices of a few
  // milliseconds with other work between them (the busy Play's fading, the
  // page still hydrating as the app starts), and at 4× CPU the game took
  // several times its own drawing time to show (decision 094). The last
  // Play tapped is the one that opens.
  const asking = useRef<GameType | null>(null)
  const open = useCallback((game: GameType) => {
    asking.current = game
    if (loadedGame(game)) {
      setAsked(null)
      setOpenGame(game)
      return
    }
    setAsked(game)
    // Code that fails for good opens the game all the same: its lazy load
    // then shows the error as any page's code does.
    const opened = () => {
      if (asking.current !== game) return
      asking.current = null
      setAsked(null)
      setOpenGame(game)
    }
    loadCode(() => loadGame(game)).then(opened, opened)
  }, [])
  const waitingFor = asked

  // The menu is drawn once and only hidden while a game is open: taking its
  // cards out and putting them back was a large part of the first tap
  // (decision 067), and Back to Games shows it again as it was.
  const menu = useMemo(
    () => (
      <GamesMenu
        onOpen={open}
        waitingFor={waitingFor}
        playButtonRef={(game) => (element) => {
          if (element) playButtons.current.set(game, element)
          else playButtons.current.delete(game)
        }}
      />
    ),
    [open, waitingFor],
  )

  return (
    <SuspenseInEdition
      fallback={
        <p role="status" className="py-12 text-center text-lg">
          {gamesText('games.loading')}
        </p>
      }
    >
      <div hidden={openGame !== null}>
        {aboveMenu}
        {menu}
      </div>
      {openGame !== null && <OpenGame game={openGame} onBack={back} />}
    </SuspenseInEdition>
  )
}
