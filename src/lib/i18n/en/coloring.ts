/** UI strings of the coloring feature; keys start with `coloring.`. */
export const coloringMessages = {} as const
