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
