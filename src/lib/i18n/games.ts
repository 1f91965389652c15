import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { gamesMessages } from './en/games'

/** The games feature's strings plus the shell's, read with `t()`. */
const messages = { ...chromeMessages, ...gamesMessages } as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([import('./te'), import('./te/games')]).then(
    ([shell, feature]) => ({
      ...shell.chromeMessages,
      ...feature.gamesMessages,
    }),
  ),
)
