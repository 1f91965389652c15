import type { MessageKey } from '@/lib/i18n/games'

/** The five games of the menu, in the spec's order. */
export const CLASSIC_GAME_IDS = [
  'quiz',
  'festival',
  'hero',
  'memory',
  'story',
] as const
/** The puzzles, in their own part of the menu (decision 034). */
export const PUZZLE_IDS = ['jigsaw', 'wordSearch'] as const
export const GAME_IDS = [...CLASSIC_GAME_IDS, ...PUZZLE_IDS] as const
export type GameId = (typeof GAME_IDS)[number]

type GameEntry = {
  titleKey: MessageKey
  descriptionKey: MessageKey
  /** Display text only: nothing is timed. */
  timeKey: MessageKey
}

export const GAME_CATALOGUE: Record<GameId, GameEntry> = {
  quiz: {
    titleKey: 'games.quiz.title',
    descriptionKey: 'games.quiz.description',
    timeKey: 'games.quiz.time',
  },
  festival: {
    titleKey: 'games.festival.title',
    descriptionKey: 'games.festival.description',
    timeKey: 'games.festival.time',
  },
  hero: {
    titleKey: 'games.hero.title',
    descriptionKey: 'games.hero.description',
    timeKey: 'games.hero.time',
  },
  memory: {
    titleKey: 'games.memory.title',
    descriptionKey: 'games.memory.description',
    timeKey: 'games.memory.time',
  },
  story: {
    titleKey: 'games.story.title',
    descriptionKey: 'games.story.description',
    timeKey: 'games.story.time',
  },
  jigsaw: {
    titleKey: 'games.jigsaw.title',
    descriptionKey: 'games.jigsaw.description',
    timeKey: 'games.jigsaw.time',
  },
  wordSearch: {
    titleKey: 'games.wordSearch.title',
    descriptionKey: 'games.wordSearch.description',
    timeKey: 'games.wordSearch.time',
  },
}
