import { shuffle } from './shuffle'

/**
 * Which content a round plays, so that a child who comes back meets
 * something new (issue 36, item 4). Pure: what was played last comes in,
 * the random source is injected.
 */

/**
 * The set after `last` in `ids` (the first when there is no last one, or it
 * is not one of `ids` any more). Played in turn, every set comes before any
 * set comes twice.
 */
export function nextInRotation<T extends string>(
  ids: readonly T[],
  last: string | undefined,
): T {
  const first = ids[0]
  if (first === undefined) throw new Error('Nothing to rotate through.')
  const index = last === undefined ? -1 : ids.indexOf(last as T)
  return ids[(index + 1) % ids.length] ?? first
}

/**
 * `count` distinct ids of `ids` for the next round, in the order of `ids`.
 * Those the last round left out come first (so each comes back within two
 * rounds and the draw is never the last round's again), the rest are drawn
 * at random.
 */
export function drawSubset<T extends string>(
  ids: readonly T[],
  count: number,
  last: readonly string[] | undefined,
  random: () => number,
): T[] {
  if (count > ids.length) {
    throw new Error(`Cannot draw ${count} of ${ids.length}.`)
  }
  const played = new Set(last ?? [])
  const leftOut = ids.filter((id) => !played.has(id))
  const again = ids.filter((id) => played.has(id))
  const chosen = new Set(
    [...shuffle(leftOut, random), ...shuffle(again, random)].slice(0, count),
  )
  return ids.filter((id) => chosen.has(id))
}
