import { createTranslator, type TextKey } from './createTranslator'
import { chromeMessages } from './en'

/** The shell's strings (navigation, errors, toasts), read with `shellText()`. */
export const shellText = createTranslator({ chrome: chromeMessages })

export type ShellKey = TextKey<typeof shellText>
