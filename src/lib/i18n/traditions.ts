import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { traditionsMessages } from './en/traditions'

/** The traditions feature's strings plus the shell's, read with `t()`. */
const messages = { ...chromeMessages, ...traditionsMessages } as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([import('./te'), import('./te/traditions')]).then(
    ([shell, feature]) => ({
      ...shell.chromeMessages,
      ...feature.traditionsMessages,
    }),
  ),
)
