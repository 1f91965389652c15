import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { gameCatalogueMessages } from './en/gameCatalogue'
import { homeMessages } from './en/home'

/** The home feature's strings, the game catalogue's (for the Fun Zone) and the shell's, read with `t()`. */
const messages = {
  ...chromeMessages,
  ...gameCatalogueMessages,
  ...homeMessages,
} as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([
    import('./te'),
    import('./te/gameCatalogue'),
    import('./te/home'),
  ]).then(([shell, catalogue, feature]) => ({
    ...shell.chromeMessages,
    ...catalogue.gameCatalogueMessages,
    ...feature.homeMessages,
  })),
)
