import { GAME_TYPES } from '@/lib/backend'

import { festivals } from './festivals'
import { heroes } from './heroes'
import { COLORING_PAGE_IDS, STORY_CHAPTER_IDS } from './siteCatalogue'

/**
 * How many of each thing the site offers, counted from the lists themselves
 * (content review L3: the home page said "5 games" while there were 7). The
 * games are the backend's game types, one for each game of the menu.
 */
export const SITE_COUNTS = {
  games: GAME_TYPES.length,
  storyChapters: STORY_CHAPTER_IDS.length,
  heroes: heroes.length,
  festivals: festivals.length,
  coloringPages: COLORING_PAGE_IDS.length,
} as const

export type SiteCounts = { readonly [Key in keyof typeof SITE_COUNTS]: number }
