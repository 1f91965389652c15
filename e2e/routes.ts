/** The address the tests use for "a page that does not exist" (status 404). */
export const UNKNOWN_PATH = '/this-does-not-exist'

/** Every route of the site with a path that can be visited in a test. */
export const ROUTES = [
  { path: '/', heading: 'Welcome to Vasavi Kids!' },
  { path: '/gotras', heading: 'Explore Our 102 Gotras' },
  { path: '/gotra/kashyapa', heading: 'Kashyapa Gotra' },
  {
    path: '/vasavi-story',
    heading: 'The Story of Sri Vasavi Kanyaka Parameswari',
  },
  { path: '/games', heading: 'Interactive Games' },
  { path: '/coloring', heading: 'Coloring Corner' },
  { path: '/traditions', heading: 'Our Traditions' },
  { path: '/auth', heading: 'Login or Sign Up' },
  { path: '/leaderboard', heading: 'Top Players' },
  { path: '/terms-of-use', heading: 'Terms of Use' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: UNKNOWN_PATH, heading: 'Oops! Page not found' },
] as const

/**
 * The family's own pages (decision 028), kept out of ROUTES: they are
 * unlisted (no sitemap entry, noindex). As a visitor without an account
 * sees them.
 */
export const FAMILY_ROUTES = [
  { path: '/players', heading: "Who's playing?" },
  { path: '/family', heading: 'Grown-ups’ area' },
] as const

/** The address the tests use for "a Telugu page that does not exist". */
export const UNKNOWN_TELUGU_PATH = '/te/this-does-not-exist'

/** Every route's Telugu twin (issue 16), with its Telugu heading. */
export const TELUGU_ROUTES = [
  { path: '/te', heading: 'వాసవి కిడ్స్‌కి స్వాగతం!' },
  { path: '/te/gotras', heading: 'మన 102 గోత్రాలను చూడండి' },
  { path: '/te/gotra/kashyapa', heading: 'కశ్యప గోత్రం' },
  { path: '/te/vasavi-story', heading: 'శ్రీ వాసవి కన్యకా పరమేశ్వరి కథ' },
  { path: '/te/games', heading: 'ఆడుకునే ఆటలు' },
  { path: '/te/coloring', heading: 'రంగుల మూల' },
  { path: '/te/traditions', heading: 'మన సంప్రదాయాలు' },
  { path: '/te/auth', heading: 'లాగిన్ లేదా పేరు నమోదు' },
  { path: '/te/leaderboard', heading: 'ముందున్న ఆటగాళ్ళు' },
  { path: '/te/terms-of-use', heading: 'వినియోగ నిబంధనలు' },
  { path: '/te/privacy-policy', heading: 'గోప్యతా విధానం' },
  { path: UNKNOWN_TELUGU_PATH, heading: 'అయ్యో! ఈ పేజీ దొరకలేదు' },
] as const

/** The family's own pages in Telugu (FAMILY_ROUTES' twins). */
export const TELUGU_FAMILY_ROUTES = [
  { path: '/te/players', heading: 'ఎవరు ఆడుతున్నారు?' },
  { path: '/te/family', heading: 'పెద్దల విభాగం' },
] as const
