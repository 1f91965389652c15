import { paths } from '@/lib/paths'
import type { Crumb } from '@/lib/seo/jsonLd'

/**
 * Titles, descriptions, keywords, headings and breadcrumbs of every route.
 */
export type PageMeta = {
  title: string
  description: string
  keywords: readonly string[]
  heading: string
  intro: string
  breadcrumbs: readonly Crumb[]
}

const COMMON_KEYWORDS = ['Arya Vysya', 'Vasavi', 'kids', 'heritage'] as const

export const pageMeta = {
  home: {
    title: 'Vasavi Kids: Arya Vysya Heritage, Stories and Games for Children',
    description:
      'Stories, festivals, heroes, games and the 102 gotras of the Arya Vysya community, told for children aged 5 to 15 and their families.',
    keywords: [
      ...COMMON_KEYWORDS,
      'Vasavi Kanyaka Parameswari',
      'gotras',
      'Telugu culture',
      'Penugonda',
    ],
    heading: 'Welcome to Vasavi Kids!',
    intro:
      'Discover the stories, festivals, heroes and family lineages of the Arya Vysya community, and play games that make learning fun.',
    breadcrumbs: [],
  },
  gotras: {
    title: 'Explore Our 102 Gotras | Vasavi Kids',
    description:
      'Find your family lineage among the 102 gotras of the Arya Vysya community: a family tree, a forgiving search and a story for every gotra.',
    keywords: [...COMMON_KEYWORDS, 'gotra', '102 gotras', 'rishi', 'pravara'],
    heading: 'Explore Our 102 Gotras',
    intro:
      'A gotra is a family lineage, most often named after a great sage. Search for yours, explore the family tree and read its story.',
    breadcrumbs: [{ name: 'Gotra Explorer', path: paths.gotras.englishHref() }],
  },
  vasaviStory: {
    title: 'The Story of Sri Vasavi Kanyaka Parameswari | Vasavi Kids',
    description:
      'The story of Sri Vasavi Kanyaka Parameswari of Penugonda in four chapters, told gently for children and with historical context for adults.',
    keywords: [
      ...COMMON_KEYWORDS,
      'Vasavi Kanyaka Parameswari',
      'Penugonda',
      'Vasavi Jayanti',
    ],
    heading: 'The Story of Sri Vasavi Kanyaka Parameswari',
    intro:
      'Four chapters about the princess of Penugonda who would not let a war be fought over her, told for children and, for grown-ups, with what the old records say.',
    breadcrumbs: [
      { name: 'Our Story', path: paths.homeSection.englishHref('history') },
      { name: 'The Vasavi Story', path: paths.vasaviStory.englishHref() },
    ],
  },
  games: {
    title: 'Fun Zone: Interactive Heritage Games | Vasavi Kids',
    description:
      'Games about Arya Vysya heritage: a culture quiz, festival and hero matching, a memory challenge, a hero story builder, a jigsaw and a word search.',
    keywords: [
      ...COMMON_KEYWORDS,
      'games',
      'quiz',
      'memory game',
      'matching',
      'jigsaw puzzle',
      'word search',
    ],
    heading: 'Interactive Games',
    intro:
      'Play a quiz, match festivals and heroes, train your memory, build your own hero story and solve heritage puzzles. Every game teaches something about our heritage.',
    breadcrumbs: [
      { name: 'Fun Zone', path: paths.homeSection.englishHref('games') },
      { name: 'Interactive Games', path: paths.games.englishHref() },
    ],
  },
  coloring: {
    title: 'Coloring Corner: Printable Heritage Coloring Pages | Vasavi Kids',
    description:
      'Nine printable coloring pages of temples, diyas, kites, rangoli and festivals, with a coloring studio for tablets.',
    keywords: [...COMMON_KEYWORDS, 'coloring pages', 'printable', 'rangoli'],
    heading: 'Coloring Corner',
    intro:
      'Download and print heritage coloring pages, or color them on screen, and learn what each color means in our traditions.',
    breadcrumbs: [
      { name: 'Fun Zone', path: paths.homeSection.englishHref('games') },
      { name: 'Coloring Corner', path: paths.coloring.englishHref() },
    ],
  },
  traditions: {
    title:
      'Traditions: Recipes, Clothing, Telugu Phrases and Values | Vasavi Kids',
    description:
      'Cook Pulihora and Bobbatlu with a grown-up, learn about traditional clothing, speak everyday Telugu phrases and discover five core values.',
    keywords: [
      ...COMMON_KEYWORDS,
      'Pulihora',
      'Bobbatlu',
      'Telugu phrases',
      'traditions',
    ],
    heading: 'Our Traditions',
    intro:
      'Recipes to cook together, clothes for festivals, Telugu words for every day and the values our families live by.',
    breadcrumbs: [
      { name: 'Culture', path: paths.homeSection.englishHref('culture') },
      { name: 'Traditions', path: paths.traditions.englishHref() },
    ],
  },
  auth: {
    title: 'Login or Sign Up | Vasavi Kids',
    description:
      'Parents and guardians: create a family account so each of your children earns badges under their own fun name and you can follow their progress.',
    keywords: [...COMMON_KEYWORDS, 'login', 'sign up', 'family account'],
    heading: 'Login or Sign Up',
    intro:
      'An account is optional, and it belongs to a parent or guardian. Each child then plays under their own fun name and avatar, earns badges and joins the leaderboard.',
    breadcrumbs: [{ name: 'Login / Sign Up', path: paths.auth.englishHref() }],
  },
  newPassword: {
    title: 'Choose a new password | Vasavi Kids',
    description:
      'Parents and guardians: choose a new password with the link we e-mailed you.',
    keywords: [...COMMON_KEYWORDS, 'password'],
    heading: 'Choose a new password',
    intro:
      'For the parent or guardian who asked for a new password: type it twice, and you are signed in.',
    breadcrumbs: [
      { name: 'Login / Sign Up', path: paths.auth.englishHref() },
      { name: 'Choose a new password', path: paths.newPassword.englishHref() },
    ],
  },
  players: {
    title: "Who's playing? | Vasavi Kids",
    description: 'Choose the player of this device.',
    keywords: [...COMMON_KEYWORDS, 'players'],
    heading: "Who's playing?",
    intro: 'Tap your avatar to start playing.',
    breadcrumbs: [
      { name: "Who's playing?", path: paths.players.englishHref() },
    ],
  },
  family: {
    title: 'Grown-ups’ area | Vasavi Kids',
    description:
      'Parents and guardians: manage your children’s players and see their progress.',
    keywords: [...COMMON_KEYWORDS, 'parents', 'family'],
    heading: 'Grown-ups’ area',
    intro:
      'Your children’s players, their badges and progress, and your account settings.',
    breadcrumbs: [
      { name: 'Grown-ups’ area', path: paths.family.englishHref() },
    ],
  },
  leaderboard: {
    title: 'Leaderboard: Top Players | Vasavi Kids',
    description:
      'The top Vasavi Kids players, ranked by the points they earned playing heritage games.',
    keywords: [...COMMON_KEYWORDS, 'leaderboard', 'top players', 'badges'],
    heading: 'Top Players',
    intro:
      'Players earn points by playing heritage games. Here are the top players and the badges they have earned.',
    breadcrumbs: [
      { name: 'Fun Zone', path: paths.homeSection.englishHref('games') },
      { name: 'Leaderboard', path: paths.leaderboard.englishHref() },
    ],
  },
  termsOfUse: {
    title: 'Terms of Use | Vasavi Kids',
    description:
      'How you may use and share Vasavi Kids content: free for families, schools and temples with credit, and how to ask permission.',
    keywords: [...COMMON_KEYWORDS, 'terms of use', 'sharing', 'copyright'],
    heading: 'Terms of Use',
    intro: '',
    breadcrumbs: [
      { name: 'Terms of Use', path: paths.termsOfUse.englishHref() },
    ],
  },
  privacyPolicy: {
    title: 'Privacy Policy | Vasavi Kids',
    description:
      "How Vasavi Kids protects children's privacy: no ads, no trackers, no account needed to learn, and what an optional account stores.",
    keywords: [...COMMON_KEYWORDS, 'privacy policy', 'COPPA', 'children'],
    heading: 'Privacy Policy',
    intro: '',
    breadcrumbs: [
      { name: 'Privacy Policy', path: paths.privacyPolicy.englishHref() },
    ],
  },
  gotraNotFound: {
    title: 'Gotra Not Found | Vasavi Kids',
    description:
      'We could not find this gotra. Explore all 102 gotras of the Arya Vysya community instead.',
    keywords: [],
    heading: 'Gotra Not Found',
    intro: '',
    breadcrumbs: [{ name: 'Gotra Explorer', path: paths.gotras.englishHref() }],
  },
  notFound: {
    title: 'Page Not Found | Vasavi Kids',
    description: 'This page could not be found on Vasavi Kids.',
    keywords: [],
    heading: 'Oops! Page not found',
    intro: '',
    breadcrumbs: [],
  },
} as const satisfies Record<string, PageMeta>

/**
 * The title, description and breadcrumb of one gotra's page; `summary` (the
 * gotra's story for kids) makes the description specific to the gotra.
 */
export function gotraPageMeta(
  gotraName: string,
  id: string,
  summary?: string,
): PageMeta {
  const generic = `The ${gotraName} gotra of the Arya Vysya community: its sage where the old lists name one, its story for children, its pravara and family names.`
  return {
    title: `${gotraName} Gotra | Vasavi Kids`,
    description: summary
      ? `${gotraName} gotra of the Arya Vysya community. ${summary}`
      : generic,
    keywords: [...COMMON_KEYWORDS, 'gotra', gotraName],
    heading: `${gotraName} Gotra`,
    intro: `The family lineage of ${gotraName}: its sage where the old lists name one, its story and the families who belong to it.`,
    breadcrumbs: [
      { name: 'Gotra Explorer', path: paths.gotras.englishHref() },
      { name: gotraName, path: paths.gotra.englishHref(id) },
    ],
  }
}
