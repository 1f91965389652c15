import { createTranslator, type TextKey } from './createTranslator'
import { chromeMessages } from './en'
import { gotrasMessages } from './en/gotras'

/** The gotras feature's strings plus the shell's. */
export const gotrasText = createTranslator({
  chrome: chromeMessages,
  gotras: gotrasMessages,
})

export type GotrasKey = TextKey<typeof gotrasText>
