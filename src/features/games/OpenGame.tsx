import { type ComponentType, lazy, memo, useState } from 'react'

import { loadCode } from '@/lib/codeLoading/codeLoader'
import type { GameId } from '@/lib/games/gameCatalogue'

import {
  type GameModule,
  type GameModuleName,
  loadedGame,
  loadGame,
} from './gameLoaders'

/**
 * A game's component. Opened once its code is in (warmGames loads it while
 * the menu shows), it is drawn at once; before, it is loaded lazily.
 */
function playable<Name extends GameModuleName, Props extends object>(
  name: Name,
  pick: (module: GameModule<Name>) => ComponentType<Props>,
) {
  // React keeps the first answer of a lazy component: a game's code that
  // cannot be fetched is waited for (the menu stays, with a note), and the
  // game opens once it comes (decision 071).
  const Lazy = lazy(() =>
    loadCode(() => loadGame(name)).then((module) => ({
      default: pick(module),
    })),
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
export const MODULE_OF_GAME = {
  quiz: 'quiz',
  festival: 'matching',
  hero: 'matching',
  memory: 'memory',
  story: 'story',
  jigsaw: 'jigsaw',
  wordSearch: 'wordSearch',
} as const satisfies Record<GameId, GameModuleName>

type OpenGameProps = { game: GameId; onBack: () => void }

function OpenGameOf({ game, onBack }: OpenGameProps) {
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
 * The game `game`, its round or result. The same props draw nothing again:
 * a game drawn ahead, hidden, is shown as it is (GamesHub).
 */
export const OpenGame = memo(OpenGameOf)
