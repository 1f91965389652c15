/**
 * The one age scheme of the site (decision 068): a child profile's band, the
 * quiz's questions, the word search's grid, the jigsaw's pieces and the
 * colouring pages' labels all use these three bands, named the same
 * everywhere. A child's band is the default of a game, never a cage: a round
 * may be played in another band. Pure data, no `@/` aliases (scripts read
 * the question bank, which imports it, without the app's aliases).
 */

export const AGE_BANDS = ['5-7', '8-10', '11-15'] as const
export type AgeBand = (typeof AGE_BANDS)[number]

/** The youngest and oldest ages the bands cover: the site's audience. */
export const AGES_SERVED = { youngest: 5, oldest: 15 } as const

/** The band of a guest who has chosen none (the server's default too). */
export const DEFAULT_AGE_BAND: AgeBand = '8-10'
