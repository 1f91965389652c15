import {
  type ComponentType,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import type { GameId } from '@/lib/games/gameCatalogue'
import { t } from '@/lib/i18n/games'

import {
  browserIdle,
  type GameModule,
  type GameModuleName,
  gameLoaders,
  loadedGame,
  loadGame,
  warmGames,
} from './gameLoaders'
import { GamesMenu } from './GamesMenu'
import { useWatchKeyboard } from './shared/useInstructions'

/**
 * A game's component. Opened once its code is in (warmGames loads it while
 * the menu shows), it is drawn at once; before, it is loaded lazily.
 */
function playable<Name extends GameModuleName, Props extends object>(
  name: Name,
  pick: (module: GameModule<Name>) => ComponentType<Props>,
) {
  const Lazy = lazy(() =>
    loadGame(name).then((module) => ({ default: pick(module) })),
  )
  return function Playable(props: Props) {
    // Chosen once for each opening: changing it would start the game anew.
    const [Game] = useState<ComponentType<Props>>(() => {
      const module = loadedGame(name)
      return module ? pick(module) : Lazy
    })
    return <Game {...props} />
  }
}

const QuizGame = playable('quiz', (m) => m.QuizGame)
const MatchingGame = playable('matching', (m) => m.MatchingGame)
const MemoryGame = playable('memory', (m) => m.MemoryGame)
const StoryBuilderGame = playable('story', (m) => m.StoryBuilderGame)
const JigsawGame = playable('jigsaw', (m) => m.JigsawGame)
const WordSearchGame = playable('wordSearch', (m) => m.WordSearchGame)

/** The module each game's code is in. */
const MODULE_OF_GAME = {
  quiz: 'quiz',
  festival: 'matching',
  hero: 'matching',
  memory: 'memory',
  story: 'story',
  jigsaw: 'jigsaw',
  wordSearch: 'wordSearch',
} as const satisfies Record<GameId, GameModuleName>

type OpenGameProps = { game: GameId; onBack: () => void }

function OpenGame({ game, onBack }: OpenGameProps) {
  switch (game) {
    case 'quiz':
      return <QuizGame onBack={onBack} />
    case 'festival':
      return <MatchingGame kind="festival" onBack={onBack} />
    case 'hero':
      return <MatchingGame kind="hero" onBack={onBack} />
    case 'memory':
      return <MemoryGame onBack={onBack} />
    case 'story':
      return <StoryBuilderGame onBack={onBack} />
    case 'jigsaw':
      return <JigsawGame onBack={onBack} />
    case 'wordSearch':
      return <WordSearchGame onBack={onBack} />
  }
}

/**
 * The menu, or the one open game in its place (no route change). Opening a
 * game moves focus to its title; Back to Games returns it to the card.
 */
export function GamesHub() {
  const [openGame, setOpenGame] = useState<GameId | null>(null)
  const [returnTo, setReturnTo] = useState<GameId | null>(null)
  const playButtons = useRef(new Map<GameId, HTMLButtonElement>())
  // From the menu on: a player who reaches a game by keyboard is told keys.
  useWatchKeyboard()

  // While the visitor looks at the menu, the games' code arrives.
  useEffect(() => warmGames(Object.values(gameLoaders), browserIdle), [])

  useEffect(() => {
    if (openGame === null && returnTo !== null) {
      playButtons.current.get(returnTo)?.focus()
    }
  }, [openGame, returnTo])

  const back = () => {
    setReturnTo(openGame)
    setOpenGame(null)
  }

  // A game whose code is in opens in the tap's own task: one render, one
  // frame (decision 066). Otherwise opening it is a transition inside a
  // boundary that already shows the menu: the menu stays until the game's
  // code is in, and the game appears the moment it is. A boundary that
  // showed its "Loading" fallback would hold the game back until 300 ms
  // after the fallback appeared (React's throttle of revealed content), the
  // larger part of a first tap (decision 055).
  const open = useCallback((game: GameId) => {
    if (loadedGame(MODULE_OF_GAME[game])) setOpenGame(game)
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
      <div hidden={openGame !== null}>{menu}</div>
      {openGame === null ? null : <OpenGame game={openGame} onBack={back} />}
    </Suspense>
  )
}
