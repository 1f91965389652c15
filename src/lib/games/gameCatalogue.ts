import type { gameCatalogueMessages } from '@/lib/i18n/en/gameCatalogue'

type CatalogueKey = keyof typeof gameCatalogueMessages

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
  titleKey: CatalogueKey
  descriptionKey: CatalogueKey
  /** How long a round takes. Display text only: nothing is timed. */
  timeKey: CatalogueKey
  playersKey: CatalogueKey
}

/**
 * Every game's name, description, length and players: the games menu and
 * the home page's Fun Zone both read them from here (both translators hold
 * the catalogue's strings), so the two always agree.
 */
export const GAME_CATALOGUE: Record<GameId, GameEntry> = {
  quiz: {
    titleKey: 'games.quiz.title',
    descriptionKey: 'games.quiz.description',
    timeKey: 'games.quiz.time',
    playersKey: 'games.menu.players',
  },
  festival: {
    titleKey: 'games.festival.title',
    descriptionKey: 'games.festival.description',
    timeKey: 'games.festival.time',
    playersKey: 'games.menu.players',
  },
  hero: {
    titleKey: 'games.hero.title',
    descriptionKey: 'games.hero.description',
    timeKey: 'games.hero.time',
    playersKey: 'games.menu.players',
  },
  memory: {
    titleKey: 'games.memory.title',
    descriptionKey: 'games.memory.description',
    timeKey: 'games.memory.time',
    playersKey: 'games.menu.players',
  },
  story: {
    titleKey: 'games.story.title',
    descriptionKey: 'games.story.description',
    timeKey: 'games.story.time',
    playersKey: 'games.menu.players',
  },
  jigsaw: {
    titleKey: 'games.jigsaw.title',
    descriptionKey: 'games.jigsaw.description',
    timeKey: 'games.jigsaw.time',
    playersKey: 'games.menu.players',
  },
  wordSearch: {
    titleKey: 'games.wordSearch.title',
    descriptionKey: 'games.wordSearch.description',
    timeKey: 'games.wordSearch.time',
    playersKey: 'games.menu.players',
  },
}
