/**
 * Every route string of the site, kept once. Components build links with
 * `paths.x.getHref()`; the router reads `paths.x.path`.
 *
 * This module is imported by build scripts (sitemap), so it must stay free of
 * `@/` aliases, browser APIs and `import.meta.env`.
 */

export const HOME_SECTION_IDS = [
  'history',
  'culture',
  'heroes',
  'festivals',
  'games',
] as const

export type HomeSectionId = (typeof HOME_SECTION_IDS)[number]

/** The id of the Puzzles heading in the games menu. */
export const PUZZLES_SECTION_ID = 'puzzles'

export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeSection: {
    path: '/',
    getHref: (section: HomeSectionId) => `/#${section}`,
  },
  gotras: { path: '/gotras', getHref: () => '/gotras' },
  gotra: {
    path: '/gotra/:id',
    getHref: (id: string) => `/gotra/${encodeURIComponent(id)}`,
  },
  vasaviStory: { path: '/vasavi-story', getHref: () => '/vasavi-story' },
  games: { path: '/games', getHref: () => '/games' },
  /** The Puzzles part of the games menu (the home page's Puzzles card). */
  puzzles: { path: '/games', getHref: () => `/games#${PUZZLES_SECTION_ID}` },
  coloring: { path: '/coloring', getHref: () => '/coloring' },
  traditions: { path: '/traditions', getHref: () => '/traditions' },
  auth: { path: '/auth', getHref: () => '/auth' },
  leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
  /** "Who's playing?": the signed-in family's children (decision 028). */
  players: { path: '/players', getHref: () => '/players' },
  /** The grown-ups' area, behind the parent PIN (decision 028). */
  family: { path: '/family', getHref: () => '/family' },
  termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  notFound: { path: '*' },
} as const

/**
 * Pages with a file of their own (so the host serves them, not the 404 page)
 * that are kept out of sitemap.xml and marked noindex: they are a family's
 * own screens.
 */
export const UNLISTED_PATHS: readonly string[] = [
  paths.players.getHref(),
  paths.family.getHref(),
]

/** The routes without parameters that are published in sitemap.xml. */
export const SITEMAP_PATHS: readonly { path: string; priority: number }[] = [
  { path: paths.home.getHref(), priority: 1 },
  { path: paths.gotras.getHref(), priority: 0.9 },
  { path: paths.vasaviStory.getHref(), priority: 0.9 },
  { path: paths.traditions.getHref(), priority: 0.8 },
  { path: paths.games.getHref(), priority: 0.8 },
  { path: paths.coloring.getHref(), priority: 0.8 },
  { path: paths.leaderboard.getHref(), priority: 0.5 },
  { path: paths.auth.getHref(), priority: 0.3 },
  { path: paths.termsOfUse.getHref(), priority: 0.2 },
  { path: paths.privacyPolicy.getHref(), priority: 0.2 },
]
