/** UI strings of the games feature; keys start with `games.`. */
export const gamesMessages = {} as const
