import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { gotrasMessages } from './en/gotras'

/** The gotras feature's strings plus the shell's, read with `t()`. */
const messages = { ...chromeMessages, ...gotrasMessages } as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([import('./te'), import('./te/gotras')]).then(
    ([shell, feature]) => ({
      ...shell.chromeMessages,
      ...feature.gotrasMessages,
    }),
  ),
)
