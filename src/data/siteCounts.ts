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

/** The English words a count of each is written with in the home text. */
const STATED: Record<keyof SiteCounts, RegExp> = {
  games: /(\d+) games?\b/g,
  storyChapters: /(\d+)-chapter\b/g,
  heroes: /(\d+) (?:community )?heroes\b/g,
  festivals: /(\d+) festivals?\b/g,
  coloringPages: /(\d+) coloring pages?\b/g,
}

/**
 * Where an English text states a count the site does not have: "offers 5
 * games" when `counts.games` is 7. One message a wrong number.
 */
export function statedCountProblems(
  text: string,
  counts: SiteCounts,
): string[] {
  const problems: string[] = []
  for (const [name, pattern] of Object.entries(STATED) as [
    keyof SiteCounts,
    RegExp,
  ][]) {
    for (const match of text.matchAll(pattern)) {
      if (Number(match[1]) !== counts[name]) {
        problems.push(`"${match[0]}": the site has ${counts[name]} ${name}`)
      }
    }
  }
  return problems
}
