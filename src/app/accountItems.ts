import type { FamilyKey } from '@/lib/i18n/family'
import { paths } from '@/lib/paths'

export type AccountItemId = 'players' | 'grown-ups' | 'leaderboard'

/** `href` is the English address; links show it in the page's edition. */
export type AccountItem = {
  id: AccountItemId
  labelKey: FamilyKey
  href: string
}

/**
 * What the signed-in family's account menu offers: choose the player ("Who's
 * playing?" before one is chosen, "Switch player" after), the grown-ups'
 * area (behind the parent PIN) and the leaderboard. Signing out is not here:
 * it is in the grown-ups' area, so a child cannot sign the family out.
 */
export function accountItems(hasPlayer: boolean): readonly AccountItem[] {
  return [
    {
      id: 'players',
      labelKey: hasPlayer ? 'family.nav.switch' : 'family.nav.whoIsPlaying',
      href: paths.players.englishHref(),
    },
    {
      id: 'grown-ups',
      labelKey: 'family.players.grownUps',
      href: paths.family.englishHref(),
    },
    {
      id: 'leaderboard',
      labelKey: 'nav.leaderboard',
      href: paths.leaderboard.englishHref(),
    },
  ]
}
