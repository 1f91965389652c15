/**
 * Every user-facing string of the UI chrome (navigation, buttons, messages,
 * toasts). Content lives in `src/data`. Its Telugu twin is `te.ts`.
 */

export const chromeMessages = {
  'site.name': 'Vasavi Kids',
  'site.tagline': 'Our heritage, our story',
  'a11y.skipToContent': 'Skip to main content',
  'a11y.loadingPage': 'Loading the page…',
  'a11y.breadcrumb': 'Breadcrumb',
  'a11y.mainNav': 'Main',
  'a11y.footerNav': 'Footer',
  'nav.ourStory': 'Our Story',
  'nav.wayOfLife': 'Our Way of Life',
  'nav.heroes': 'Our Heroes',
  'nav.celebrations': 'Our Celebrations',
  'nav.gotraExplorer': 'Gotra Explorer',
  'nav.funZone': 'Fun Zone',
  'nav.vasaviStory': 'The Vasavi Story',
  'nav.traditions': 'Traditions',
  'nav.games': 'Games',
  'nav.coloring': 'Coloring Corner',
  'nav.leaderboard': 'Leaderboard',
  'nav.loginSignUp': 'Login / Sign Up',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.home': 'Vasavi Kids home',
  'language.label': 'Language',
  'footer.explore': 'Explore',
  'footer.more': 'More to discover',
  'footer.legal': 'The small print',
  'footer.termsOfUse': 'Terms of Use',
  'footer.privacyPolicy': 'Privacy Policy',
  'footer.about':
    'A place for children and families to learn the history, culture, heroes and festivals of the Arya Vysya community.',
  'footer.copyright': '© {year} Vasavi Kids. Made with love for our children.',
  'common.backToHome': 'Back to Home',
  'common.home': 'Home',
  'common.startLearning': 'Start Learning',
  'common.playGames': 'Play Games',
  'common.lastUpdated': 'Last Updated: {date}',
  'legal.onThisPage': 'On this page',
  'notFound.code': '404',
  'notFound.title': 'Oops! Page not found',
  'notFound.body':
    'We looked everywhere, even behind the temple elephant, but this page is not here.',
  'notFound.cta': 'Go back home',
  'error.title': 'Oh no, something went wrong',
  'error.body':
    'A part of this page could not load. Nothing you did caused it. Try again, or go back home.',
  'error.retry': 'Try again',
  'error.reload': 'Reload the page',
  'error.newVersion':
    'A new version of the site is ready. Reload the page to get it.',
  'error.offlineTitle': 'You are offline',
  'error.offlineBody':
    'This part could not open without the internet. Stories, games and coloring pages saved on this device still open.',
  'error.offlineFirstBody':
    'This part of the site needs the internet the first time it opens. The pages you have already opened still work.',
  'error.offlineRetry': 'When you are back online, tap “Try again”.',
  'config.title': 'The site is not set up correctly',
  'config.body':
    'The people running this site need to fix its settings before it can open:',
  'player.signedIn': 'Signed in as {name}',
  'player.signedInAs': 'Signed in as',
  'player.signOut': 'Sign out',
  'player.signedOut': 'Signed out',
  'player.signedOutBody': 'See you soon!',
  'player.signOutFailed': 'Error',
  'player.signOutFailedBody': 'An error occurred',
  'update.ready': 'A new version of Vasavi Kids is ready.',
  'update.reload': 'Reload',
  'update.reloadAlt': 'Reload the page to get the new version',
  'update.offlineReady': 'Vasavi Kids now works offline',
  'update.offlineReadyBody':
    'Stories, games and coloring pages open even without the internet.',
  'storage.setAsideTitle': 'Something saved on this device could not be read',
  'storage.setAsideBody':
    'We kept it aside and carried on. Everything else works as usual.',
  'storage.fullTitle': 'This device is out of storage space',
  'storage.fullBody':
    'Everything saved before is safe, but new progress cannot be kept here until some space is freed on the device.',
  'offlineRounds.added.one':
    'Your round played offline was added to your score',
  'offlineRounds.added.other':
    'Your {count} rounds played offline were added to your score',
  'offlineRounds.addedBody.one': '{count} point added. Well played!',
  'offlineRounds.addedBody.other': '{count} points added. Well played!',
  'offlineRounds.refused': 'A round played offline could not be added',
  'offlineRounds.refusedBody': 'The Games page says why.',
  'toast.close': 'Close notification',
  'toast.region': 'Notifications',
} as const

/**
 * The shell's dictionary. Each feature keeps its strings in its own file under
 * `en/` (keys prefixed with the feature's name) and reads them through its own
 * translator (`gamesText` from `@/lib/i18n/games`, lib/i18n/createTranslator.ts),
 * so a feature's strings load with the feature's chunk, not with the shell.
 */
export const en = chromeMessages

/** The type of the shell's Telugu dictionary (te.ts): every key, a string each. */
export type Dictionary = Record<keyof typeof en, string>
