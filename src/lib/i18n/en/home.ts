/** UI strings of the home feature; keys start with `home.`. */
export const homeMessages = {} as const
