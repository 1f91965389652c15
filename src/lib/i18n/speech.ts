import { createTranslator } from './createTranslator'
import { speechMessages } from './en/speech'

/** The strings of reading aloud (components/speech, the games' narration). */
export type MessageKey = keyof typeof speechMessages
export const t = createTranslator<MessageKey>(speechMessages, () =>
  import('./te/speech').then((module) => module.speechMessages),
)
