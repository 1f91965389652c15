import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { ageBandMessages } from './en/ageBands'
import { gameCatalogueMessages } from './en/gameCatalogue'
import { gamesMessages } from './en/games'

/** The games feature's strings, the game catalogue's and the shell's, read with `t()`. */
export const gamesDictionary = {
  ...chromeMessages,
  ...gameCatalogueMessages,
  ...gamesMessages,
  ...ageBandMessages,
} as const

export type MessageKey = keyof typeof gamesDictionary

/**
 * The Telugu twin of `gamesDictionary`; a game with words of its own
 * extends both (its own `t.ts` in its folder).
 */
export const loadTeluguGamesDictionary = () =>
  Promise.all([
    import('./te'),
    import('./te/gameCatalogue'),
    import('./te/games'),
    import('./te/ageBands'),
  ]).then(([shell, catalogue, feature, ageBands]) => ({
    ...shell.chromeMessages,
    ...catalogue.gameCatalogueMessages,
    ...feature.gamesMessages,
    ...ageBands.ageBandMessages,
  }))

export const t = createTranslator<MessageKey>(
  gamesDictionary,
  loadTeluguGamesDictionary,
)
