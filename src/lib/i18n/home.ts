import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { homeMessages } from './en/home'

/** The home feature's strings plus the shell's, read with `t()`. */
const messages = { ...chromeMessages, ...homeMessages } as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([import('./te'), import('./te/home')]).then(
    ([shell, feature]) => ({
      ...shell.chromeMessages,
      ...feature.homeMessages,
    }),
  ),
)
