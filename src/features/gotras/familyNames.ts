/** Detail cards show at most 2 family names plus a '+n more' count (spec 9). */
export const CARD_FAMILY_NAMES = 2

export function visibleFamilyNames(
  names: readonly string[],
  max = CARD_FAMILY_NAMES,
): { shown: readonly string[]; more: number } {
  return { shown: names.slice(0, max), more: Math.max(0, names.length - max) }
}
