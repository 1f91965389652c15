/** Festivals in the order they come in a calendar year (by usual month). */
export function festivalsByMonth<T extends { usualMonth: number }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => a.usualMonth - b.usualMonth)
}
