/** UI strings of the traditions feature; keys start with `traditions.`. */
export const traditionsMessages = {} as const
