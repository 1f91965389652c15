/** UI strings of the story feature; keys start with `story.`. */
export const storyMessages = {} as const
