import { createTranslator } from './createTranslator'
import { chromeMessages } from './en'
import { ageBandMessages } from './en/ageBands'
import { coloringMessages } from './en/coloring'

/** The coloring feature's strings plus the shell's, read with `t()`. */
const messages = {
  ...chromeMessages,
  ...coloringMessages,
  ...ageBandMessages,
} as const

export type MessageKey = keyof typeof messages
export const t = createTranslator<MessageKey>(messages, () =>
  Promise.all([
    import('./te'),
    import('./te/coloring'),
    import('./te/ageBands'),
  ]).then(([shell, feature, ageBands]) => ({
    ...shell.chromeMessages,
    ...feature.coloringMessages,
    ...ageBands.ageBandMessages,
  })),
)
