import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { ageBandMessages } from './en/ageBands'
import { gameCatalogueMessages } from './en/gameCatalogue'
import { gamesMessages } from './en/games'

/** The games feature's strings, the game catalogue's and the shell's, read with `t()`. */
const messages = {
  ...chromeMessages,
  ...gameCatalogueMessages,
  ...gamesMessages,
  ...ageBandMessages,
} as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
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
  })),
)
