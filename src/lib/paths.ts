/**
 * Every route string of the site, kept once. Components build links with
 * `paths.x.getHref()`; the router reads `paths.x.path`; `englishHref()` is
 * the English address whatever the page (sitemap, stored link lists).
 *
 * `getHref()` gives the address in the edition being shown (`/gotras` on an
 * English page, `/te/gotras` on a Telugu one: lib/i18n/language.ts), so a
 * link never leaves the visitor's language. `path` is the English pattern;
 * the router mounts the same patterns again under `/te`.
 *
 * This module is imported by build scripts (sitemap), so it must stay free of
 * `@/` aliases, browser APIs and `import.meta.env`.
 */

import { localHref } from './i18n/language.ts'

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

/** A route whose address has no parameter. */
function page(path: string) {
  return { path, englishHref: () => path, getHref: () => localHref(path) }
}

const gotraHref = (id: string) => `/gotra/${encodeURIComponent(id)}`

/**
 * The story page's two versions (decision 010) as an address names them:
 * `/vasavi-story?version=grown-ups` opens the grown-ups' version, so a
 * "Learn more" link can open the text that states its fact (decision 074).
 */
export const STORY_VERSION_PARAM = 'version'
export const STORY_VERSION_IN_ADDRESS = {
  kids: 'kids',
  adult: 'grown-ups',
} as const
export type StoryVersionInAddress = keyof typeof STORY_VERSION_IN_ADDRESS

const storyHref = (version?: StoryVersionInAddress) =>
  version === undefined
    ? '/vasavi-story'
    : `/vasavi-story?${STORY_VERSION_PARAM}=${STORY_VERSION_IN_ADDRESS[version]}`

/** The version an address's query asks for (`?version=grown-ups`), if any. */
export function storyVersionOfSearch(
  search: string,
): StoryVersionInAddress | undefined {
  const word = new URLSearchParams(search).get(STORY_VERSION_PARAM)
  const versions = Object.keys(
    STORY_VERSION_IN_ADDRESS,
  ) as StoryVersionInAddress[]
  return versions.find((version) => STORY_VERSION_IN_ADDRESS[version] === word)
}
const puzzlesHref = `/games#${PUZZLES_SECTION_ID}`

export const paths = {
  home: page('/'),
  homeSection: {
    path: '/',
    englishHref: (section: HomeSectionId) => `/#${section}`,
    getHref: (section: HomeSectionId) => localHref(`/#${section}`),
  },
  gotras: page('/gotras'),
  gotra: {
    path: '/gotra/:id',
    englishHref: gotraHref,
    getHref: (id: string) => localHref(gotraHref(id)),
  },
  /** The story page; with a version, the link opens that version. */
  vasaviStory: {
    path: '/vasavi-story',
    englishHref: storyHref,
    getHref: (version?: StoryVersionInAddress) => localHref(storyHref(version)),
  },
  games: page('/games'),
  /** The Puzzles part of the games menu (the home page's Puzzles card). */
  puzzles: {
    path: '/games',
    englishHref: () => puzzlesHref,
    getHref: () => localHref(puzzlesHref),
  },
  coloring: page('/coloring'),
  traditions: page('/traditions'),
  auth: page('/auth'),
  /** "Choose a new password": where a password-reset link comes back (decision 070). */
  newPassword: page('/new-password'),
  leaderboard: page('/leaderboard'),
  /** "Who's playing?": the signed-in family's children (decision 028). */
  players: page('/players'),
  /** The grown-ups' area, behind the parent PIN (decision 028). */
  family: page('/family'),
  termsOfUse: page('/terms-of-use'),
  privacyPolicy: page('/privacy-policy'),
  notFound: { path: '*' },
} as const

/**
 * Pages with a file of their own (so the host serves them, not the 404 page)
 * that are kept out of sitemap.xml and marked noindex: they are a family's
 * own screens. English addresses; each has its Telugu twin too.
 */
export const UNLISTED_PATHS: readonly string[] = [
  paths.players.path,
  paths.family.path,
  paths.newPassword.path,
]

/**
 * The routes without parameters that are published in sitemap.xml, by their
 * English address (the sitemap adds each one's Telugu twin).
 */
export const SITEMAP_PATHS: readonly { path: string; priority: number }[] = [
  { path: paths.home.path, priority: 1 },
  { path: paths.gotras.path, priority: 0.9 },
  { path: paths.vasaviStory.path, priority: 0.9 },
  { path: paths.traditions.path, priority: 0.8 },
  { path: paths.games.path, priority: 0.8 },
  { path: paths.coloring.path, priority: 0.8 },
  { path: paths.leaderboard.path, priority: 0.5 },
  { path: paths.auth.path, priority: 0.3 },
  { path: paths.termsOfUse.path, priority: 0.2 },
  { path: paths.privacyPolicy.path, priority: 0.2 },
]
