/** UI strings of the gotras feature; keys start with `gotras.`. */
export const gotrasMessages = {} as const
