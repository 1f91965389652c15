/**
 * The Telugu twin of every dictionary of `en/` (and of the shell's `en.ts`),
 * by the name an area's translator lists it under (createTranslator.ts).
 * This table is the one place a dictionary is paired with its Telugu: an
 * area never writes its Telugu merge by hand. Each entry is its own lazy
 * chunk, so English pages never download Telugu.
 */
export const TELUGU = {
  chrome: () => import('./te').then((m) => m.chromeMessages),
  accounts: () => import('./te/accounts').then((m) => m.accountsMessages),
  ageBands: () => import('./te/ageBands').then((m) => m.ageBandMessages),
  avatars: () => import('./te/avatars').then((m) => m.avatarsMessages),
  coloring: () => import('./te/coloring').then((m) => m.coloringMessages),
  family: () => import('./te/family').then((m) => m.familyMessages),
  familyStats: () =>
    import('./te/familyStats').then((m) => m.familyStatsMessages),
  gameCatalogue: () =>
    import('./te/gameCatalogue').then((m) => m.gameCatalogueMessages),
  games: () => import('./te/games').then((m) => m.gamesMessages),
  gotras: () => import('./te/gotras').then((m) => m.gotrasMessages),
  highlights: () => import('./te/highlights').then((m) => m.highlightMessages),
  home: () => import('./te/home').then((m) => m.homeMessages),
  learning: () => import('./te/learning').then((m) => m.learningMessages),
  speech: () => import('./te/speech').then((m) => m.speechMessages),
  story: () => import('./te/story').then((m) => m.storyMessages),
  traditions: () => import('./te/traditions').then((m) => m.traditionsMessages),
} as const

/** A dictionary's name in the table. */
export type DictionaryName = keyof typeof TELUGU

/** The keys of a named dictionary: its Telugu twin has exactly these. */
export type KeysOf<Name extends DictionaryName> = keyof Awaited<
  ReturnType<(typeof TELUGU)[Name]>
> &
  string
