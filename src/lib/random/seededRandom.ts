/**
 * A small seeded random source (mulberry32): the same seed gives the same
 * numbers in [0, 1), so a puzzle made from a seed can be made again in a
 * test. Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A fresh seed for a new puzzle, from an ordinary random source. */
export function newSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2 ** 32) >>> 0
}
