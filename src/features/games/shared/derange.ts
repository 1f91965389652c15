import { shuffle } from './shuffle'

/** Shuffles tried before falling back to a rotation (a random source stuck on one value). */
const MAX_SHUFFLES = 32

/**
 * A shuffle in which no item stays where it was (a derangement), with an
 * injected random source. Drawn by shuffling until no item is in its place
 * (about 3 tries on average for 4 items, each arrangement equally likely);
 * a source that never gives one falls back to moving every item one place
 * on. One item cannot move, so it comes back as it was.
 */
export function derange<T>(items: readonly T[], random: () => number): T[] {
  if (items.length < 2) return [...items]
  for (let attempt = 0; attempt < MAX_SHUFFLES; attempt += 1) {
    const order = shuffle(items, random)
    if (order.every((item, index) => item !== items[index])) return order
  }
  return [...items.slice(1), ...items.slice(0, 1)]
}
