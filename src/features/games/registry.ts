import type { GameEntry } from './gameEntry'
import { jigsawEntry } from './jigsaw/entry'
import { festivalEntry, heroEntry } from './matching/entry'
import { memoryEntry } from './memory/entry'
import { quizEntry } from './quiz/entry'
import { storyEntry } from './storyBuilder/entry'
import { wordSearchEntry } from './wordSearch/entry'

/**
 * The games, one line each, in the menu's order: each game's folder
 * declares its entry (docs/architecture.md#adding-a-game). The menu, the
 * loaders and the open game read this list; registry.test.ts checks that it
 * holds every game of lib/games/gameRules.ts once.
 */
export const GAMES: readonly GameEntry[] = [
  quizEntry,
  festivalEntry,
  heroEntry,
  memoryEntry,
  storyEntry,
  jigsawEntry,
  wordSearchEntry,
]
