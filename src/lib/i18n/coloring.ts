import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { coloringMessages } from './en/coloring'

/** The coloring feature's strings plus the shell's, read with `t()`. */
const messages = { ...chromeMessages, ...coloringMessages } as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([import('./te'), import('./te/coloring')]).then(
    ([shell, feature]) => ({
      ...shell.chromeMessages,
      ...feature.coloringMessages,
    }),
  ),
)
