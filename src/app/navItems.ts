import type { ShellKey } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'

/** `href` is the English address; links show it in the page's edition. */
export type NavItem = { labelKey: ShellKey; href: string }

/** The six items of the top bar, the mobile menu and the footer. */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav.ourStory', href: paths.homeSection.englishHref('history') },
  { labelKey: 'nav.wayOfLife', href: paths.homeSection.englishHref('culture') },
  { labelKey: 'nav.heroes', href: paths.homeSection.englishHref('heroes') },
  {
    labelKey: 'nav.celebrations',
    href: paths.homeSection.englishHref('festivals'),
  },
  { labelKey: 'nav.gotraExplorer', href: paths.gotras.englishHref() },
  { labelKey: 'nav.funZone', href: paths.homeSection.englishHref('games') },
]

/** The footer's second column: the pages that are not home sections. */
export const MORE_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav.vasaviStory', href: paths.vasaviStory.englishHref() },
  { labelKey: 'nav.traditions', href: paths.traditions.englishHref() },
  { labelKey: 'nav.games', href: paths.games.englishHref() },
  { labelKey: 'nav.coloring', href: paths.coloring.englishHref() },
  { labelKey: 'nav.leaderboard', href: paths.leaderboard.englishHref() },
]

/**
 * A guest's way in, in the mobile menu: the leaderboard, and signing up or
 * logging in (the top bar shows the same two as an icon and a button).
 */
export const GUEST_ITEMS: readonly NavItem[] = [
  { labelKey: 'nav.leaderboard', href: paths.leaderboard.englishHref() },
  { labelKey: 'nav.loginSignUp', href: paths.auth.englishHref() },
]

/** The footer's legal column. */
export const LEGAL_ITEMS: readonly NavItem[] = [
  { labelKey: 'footer.termsOfUse', href: paths.termsOfUse.englishHref() },
  { labelKey: 'footer.privacyPolicy', href: paths.privacyPolicy.englishHref() },
]

/** True when `href` (a path with an optional #hash) is where the visitor is. */
export function isCurrentNavItem(
  href: string,
  location: { pathname: string; hash: string },
): boolean {
  const [pathname = '/', hash = ''] = href.split('#')
  if (pathname !== location.pathname) return false
  return hash === '' ? true : location.hash === `#${hash}`
}

/**
 * "© 2025 …" in the first year, "© 2025–2027 …" later; just the first year
 * while the current one is unknown (prerendering and hydration).
 */
export function copyrightYears(firstYear: number, year: number | null): string {
  return year !== null && year > firstYear
    ? `${firstYear}–${year}`
    : String(firstYear)
}
