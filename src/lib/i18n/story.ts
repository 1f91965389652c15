import { createTranslator, type TextKey } from './createTranslator'
import { chromeMessages } from './en'
import { storyMessages } from './en/story'

/** The story feature's strings plus the shell's. */
export const storyText = createTranslator({
  chrome: chromeMessages,
  story: storyMessages,
})

export type StoryKey = TextKey<typeof storyText>
