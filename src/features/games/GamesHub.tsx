import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'

import type { GameId } from '@/lib/games/gameCatalogue'
import { t } from '@/lib/i18n/games'

import { browserIdle, gameLoaders, warmGames } from './gameLoaders'
import { GamesMenu } from './GamesMenu'
import { useWatchKeyboard } from './shared/useInstructions'

const QuizGame = lazy(() =>
  gameLoaders.quiz().then((m) => ({ default: m.QuizGame })),
)
const MatchingGame = lazy(() =>
  gameLoaders.matching().then((m) => ({ default: m.MatchingGame })),
)
const MemoryGame = lazy(() =>
  gameLoaders.memory().then((m) => ({ default: m.MemoryGame })),
)
const StoryBuilderGame = lazy(() =>
  gameLoaders.story().then((m) => ({ default: m.StoryBuilderGame })),
)
const JigsawGame = lazy(() =>
  gameLoaders.jigsaw().then((m) => ({ default: m.JigsawGame })),
)
const WordSearchGame = lazy(() =>
  gameLoaders.wordSearch().then((m) => ({ default: m.WordSearchGame })),
)

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

  // Opening a game is a transition inside a boundary that already shows the
  // menu: the menu stays until the game's code is in, and the game appears
  // the moment it is. A boundary that showed its "Loading" fallback would
  // hold the game back until 300 ms after the fallback appeared (React's
  // throttle of revealed content), the larger part of a first tap (decision
  // 055).
  const open = (game: GameId) => startTransition(() => setOpenGame(game))

  return (
    <Suspense
      fallback={
        <p role="status" className="py-12 text-center text-lg">
          {t('games.loading')}
        </p>
      }
    >
      {openGame === null ? (
        <GamesMenu
          onOpen={open}
          playButtonRef={(game) => (element) => {
            if (element) playButtons.current.set(game, element)
            else playButtons.current.delete(game)
          }}
        />
      ) : (
        <OpenGame game={openGame} onBack={back} />
      )}
    </Suspense>
  )
}
