import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { storyMessages } from './en/story'

/** The story feature's strings plus the shell's, read with `t()`. */
const messages = { ...chromeMessages, ...storyMessages } as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([import('./te'), import('./te/story')]).then(
    ([shell, feature]) => ({
      ...shell.chromeMessages,
      ...feature.storyMessages,
    }),
  ),
)
