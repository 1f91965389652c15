/**
 * The home page's highlight cards are filled in before the app starts
 * (src/features/home/fillHighlights.ts), from a handful of small modules.
 * As separate chunks they cost a request each, and Vite's preload helper a
 * <link> each (about 2 to 3 ms of main thread apiece on our test machine,
 * decision 025): nine of them on every first visit to the home page. Three
 * groups (the code that works the cards out, and each edition's content)
 * make it four: two of the groups, the translator and the bundler's runtime
 * (decision 046).
 */
const HOME = String.raw`[\\/]src[\\/]features[\\/]home[\\/]`
const DATA = String.raw`[\\/]src[\\/]data[\\/]`
const I18N = String.raw`[\\/]src[\\/]lib[\\/]i18n[\\/]`

/** The modules of each group, by the group's (and chunk's) name. */
export const HIGHLIGHT_GROUPS = {
  'home-highlights': new RegExp(
    String.raw`(${HOME}(fillHighlights|highlights|highlightModules|homeDates)|${DATA}festivalCalendar)\.ts$`,
  ),
  'highlights-en': new RegExp(
    String.raw`(${DATA}(festivals|heroes|timeline)|${I18N}en[\\/]highlights)\.ts$`,
  ),
  'highlights-te': new RegExp(
    String.raw`(${DATA}te[\\/](festivals|heroes|timeline)|${I18N}te[\\/]highlights)\.ts$`,
  ),
} as const

/** The code-splitting groups for vite.config.ts. */
export function highlightGroups() {
  return Object.entries(HIGHLIGHT_GROUPS).map(([name, pattern]) => ({
    name,
    includeDependenciesRecursively: false,
    test: (id: string) => pattern.test(id),
  }))
}
