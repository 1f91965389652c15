import { createTranslator, type TextKey } from './createTranslator'
import { chromeMessages } from './en'
import { ageBandMessages } from './en/ageBands'
import { coloringMessages } from './en/coloring'

/** The coloring feature's strings, the age bands' and the shell's. */
export const coloringText = createTranslator({
  chrome: chromeMessages,
  coloring: coloringMessages,
  ageBands: ageBandMessages,
})

export type ColoringKey = TextKey<typeof coloringText>
