/**
 * The Fun Zone section of the home page: four game cards (three games of
 * the games menu and the Gotra Explorer), the extra
 * activities and the badges of the achievements banner (spec section 2).
 */

/**
 * A game of the games menu: its name, description, length and players come
 * from the game catalogue (lib/games/gameCatalogue.ts), as on /games, so the
 * two pages name it the same way. Play Now opens /games.
 */
export type CatalogueHomeGame = {
  id: 'quiz' | 'memory' | 'hero_match'
  difficulty: 'Easy' | 'Medium'
}

/** The Gotra Explorer is a page, not a game of the menu: its own words. */
export type GotraHomeGame = {
  id: 'gotra-explorer'
  title: string
  description: string
  difficulty: 'Easy' | 'Medium'
  players: string
}

export type HomeGame = CatalogueHomeGame | GotraHomeGame

export const homeGames = [
  { id: 'quiz', difficulty: 'Easy' },
  { id: 'memory', difficulty: 'Medium' },
  { id: 'hero_match', difficulty: 'Medium' },
  {
    id: 'gotra-explorer',
    title: 'Gotra Explorer',
    description:
      'Explore the family tree of the 102 gotras and find your own family’s gotra.',
    difficulty: 'Easy',
    players: '1 player',
  },
] as const satisfies readonly HomeGame[]

/**
 * How each difficulty is shown. `difficulty` is a key as well as a label (it
 * picks the badge's colour), so the Telugu twin shows its own words here.
 */
export const difficultyLabels = {
  Easy: 'Easy',
  Medium: 'Medium',
} as const satisfies Record<HomeGame['difficulty'], string>

export type ExtraActivity = {
  id: 'coloring' | 'puzzles' | 'story-time'
  title: string
  description: string
  /** Coloring and Puzzles link to their games; Story Time is coming soon. */
  action: 'coloring' | 'puzzles' | 'coming-soon'
}

export const extraActivities = [
  {
    id: 'coloring',
    title: 'Coloring Pages',
    description: 'Print temples, diyas and kites and colour them in.',
    action: 'coloring',
  },
  {
    id: 'puzzles',
    title: 'Puzzles',
    description: 'Jigsaws and word puzzles about our heritage.',
    action: 'puzzles',
  },
  {
    id: 'story-time',
    title: 'Story Time',
    description: 'Listen to stories of our heritage, read aloud.',
    action: 'coming-soon',
  },
] as const satisfies readonly ExtraActivity[]

export type AchievementBadge = {
  id: 'heritage_explorer' | 'cultural_scholar' | 'heritage_master'
  name: string
  description: string
}

/** Ids match the server's badge ids (docs/architecture.md#scoring). */
export const achievementBadges = [
  {
    id: 'heritage_explorer',
    name: 'Heritage Explorer',
    description: 'Complete any game.',
  },
  {
    id: 'cultural_scholar',
    name: 'Cultural Scholar',
    description: 'Get a perfect score in the quiz.',
  },
  {
    id: 'heritage_master',
    name: 'Heritage Master',
    description:
      'Complete the quiz, the memory game, both matching games and the story builder.',
  },
] as const satisfies readonly AchievementBadge[]
