import { createTranslator } from '@/lib/i18n/createTranslator'
import { gamesDictionary, loadTeluguGamesDictionary } from '@/lib/i18n/games'

import { wordSearchMessages } from './wordSearchMessages'

const messages = { ...gamesDictionary, ...wordSearchMessages } as const

export type MessageKey = keyof typeof messages

/**
 * The word search's words and the games' (the shell, the catalogue), read
 * with `t()`; in Telugu on Telugu pages, loaded with the game's code.
 */
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([
    loadTeluguGamesDictionary(),
    import('./te/wordSearchMessages'),
  ]).then(([games, own]) => ({ ...games, ...own.wordSearchMessages })),
)
