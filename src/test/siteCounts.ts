/**
 * The check that the home text states the site's real counts
 * (src/data/siteCounts.ts). Test tooling: no page runs it.
 */

import type { SiteCounts } from '@/data/siteCounts'

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
