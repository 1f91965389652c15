import { gamesText } from '@/lib/i18n/games'

import { wordSearchMessages } from './wordSearchMessages'

/**
 * The word search's words and the games' (the shell, the catalogue); in
 * Telugu on Telugu pages, loaded with the game's code.
 */
export const wordSearchText = gamesText.with(wordSearchMessages, () =>
  import('./te/wordSearchMessages').then((m) => m.wordSearchMessages),
)
