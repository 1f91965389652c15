import { createTranslator, type TextKey } from './createTranslator'
import { chromeMessages } from './en'
import { ageBandMessages } from './en/ageBands'
import { gameCatalogueMessages } from './en/gameCatalogue'
import { gamesMessages } from './en/games'

/**
 * The games feature's strings, the game catalogue's, the age bands' and the
 * shell's, read with `gamesText()`; a game with words of its own extends it
 * (`gamesText.with(...)`, in its folder).
 */
export const gamesText = createTranslator({
  chrome: chromeMessages,
  gameCatalogue: gameCatalogueMessages,
  games: gamesMessages,
  ageBands: ageBandMessages,
})

export type GamesKey = TextKey<typeof gamesText>
