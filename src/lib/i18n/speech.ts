import { createTranslator, type TextKey } from './createTranslator'
import { speechMessages } from './en/speech'

/** The strings of reading aloud (components/speech, the games' narration). */
export const speechText = createTranslator({ speech: speechMessages })

export type SpeechKey = TextKey<typeof speechText>
