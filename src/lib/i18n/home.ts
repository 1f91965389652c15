import { createTranslator, type TextKey } from './createTranslator'
import { chromeMessages } from './en'
import { gameCatalogueMessages } from './en/gameCatalogue'
import { homeMessages } from './en/home'

/** The home feature's strings, the game catalogue's (for the Fun Zone) and the shell's. */
export const homeText = createTranslator({
  chrome: chromeMessages,
  gameCatalogue: gameCatalogueMessages,
  home: homeMessages,
})

export type HomeKey = TextKey<typeof homeText>
