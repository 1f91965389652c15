import { createTranslator, type TextKey } from './createTranslator'
import { chromeMessages } from './en'
import { traditionsMessages } from './en/traditions'

/** The traditions feature's strings plus the shell's. */
export const traditionsText = createTranslator({
  chrome: chromeMessages,
  traditions: traditionsMessages,
})

export type TraditionsKey = TextKey<typeof traditionsText>
