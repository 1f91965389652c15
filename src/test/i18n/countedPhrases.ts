/**
 * A check on the dictionaries (docs/content-notes.md, "Counts"): a number
 * that counts something is written through the plural rules, so a phrase
 * with `{placeholder} noun` lives under `<key>.one` and `<key>.other`
 * (read with `t.count`, lib/i18n/plural.ts), and the `.one` form is
 * singular. A placeholder that is a game's fixed total, never 1, may stay in
 * a plain key when it is listed in `FIXED_TOTALS` with its reason.
 */

export type Dictionary = Readonly<Record<string, string>>

/** What English counts: a placeholder, one word at most, then one of these. */
const ENGLISH_NOUNS =
  'badges?|points?|rounds?|players?|child|children|gotras?|pairs?|moves?|pieces?|words?|traditions?|days?|weeks?|games?'
const ENGLISH_COUNTED = new RegExp(
  String.raw`\{(\w+)\}\s+(?:[a-z-]+\s+)?(?:${ENGLISH_NOUNS})\b`,
  'g',
)
const ENGLISH_PLURAL_OF_COUNT = new RegExp(
  String.raw`\{count\}\s+(?:[a-z-]+\s+)?(?:badges|points|rounds|players|children|gotras|pairs|moves|pieces|words|traditions|days|weeks|games)\b`,
)
/**
 * A Telugu plural after a placeholder: a word whose plural ends in -లు or
 * -ళ్ళు, alone or with a case ending (గోత్రాలు, పాయింట్లతో, వారాల్లో,
 * జతలను), after "మంది" when people are counted.
 */
const TELUGU_COUNTED =
  /\{(\w+)\}\s+(?:మంది\s+)?[\u0C00-\u0C7F]*(?:ల|ళ్ళ)(?:ు|ను|నూ|లో|్లో|తో|కు|ి)?(?![\u0C00-\u0C7F])/g

/** Fixed totals allowed in a plain key: `key` and the placeholder. */
export type FixedTotal = { key: string; placeholder: string; why: string }

export const FIXED_TOTALS: readonly FixedTotal[] = [
  {
    key: 'games.memory.result',
    placeholder: 'total',
    why: 'the memory game’s 8 pairs',
  },
  {
    key: 'games.matching.completeBody',
    placeholder: 'total',
    why: 'a matching game’s 4 pairs',
  },
  {
    key: 'games.matching.completeTries',
    placeholder: 'total',
    why: 'a matching game’s 4 pairs',
  },
  {
    key: 'games.jigsaw.sizeLabel',
    placeholder: 'size',
    why: 'a jigsaw’s 3, 4 or 5 rows and columns',
  },
  {
    key: 'games.jigsaw.sizeLabel',
    placeholder: 'count',
    why: 'a jigsaw’s 9, 16 or 25 pieces',
  },
  {
    key: 'games.jigsaw.fits',
    placeholder: 'total',
    why: 'a jigsaw’s 9, 16 or 25 pieces',
  },
  {
    key: 'games.jigsaw.result',
    placeholder: 'total',
    why: 'a jigsaw’s 9, 16 or 25 pieces',
  },
  {
    key: 'games.achievements.count',
    placeholder: 'total',
    why: 'the 3 badges',
  },
]

/** Placeholders that hold a number; the others hold names, dates or words. */
const NUMBER_PLACEHOLDERS = new Set([
  'count',
  'n',
  'total',
  'points',
  'moves',
  'max',
  'weeks',
  'days',
  'found',
  'placed',
  'matches',
  'score',
  'rank',
  'size',
])

function baseOf(key: string): string {
  return key.replace(/\.(one|other)$/, '')
}

function isFixed(
  key: string,
  placeholder: string,
  fixedTotals: readonly FixedTotal[],
): boolean {
  const base = baseOf(key)
  return fixedTotals.some(
    (fixed) => fixed.key === base && fixed.placeholder === placeholder,
  )
}

/**
 * Every count in `dictionary` not written through the plural rules: a
 * counted placeholder in a plain key, a `.one` without its `.other` (or the
 * other way round), or a `.one` form that reads as a plural.
 */
export function countedPhraseProblems(
  dictionary: Dictionary,
  language: 'en' | 'te',
  /** A game's own fixed totals, declared beside its dictionary. */
  ownFixedTotals: readonly FixedTotal[] = [],
): string[] {
  const fixedTotals = [...FIXED_TOTALS, ...ownFixedTotals]
  const problems: string[] = []
  const counted = language === 'en' ? ENGLISH_COUNTED : TELUGU_COUNTED
  for (const [key, value] of Object.entries(dictionary)) {
    const form = /\.(one|other)$/.exec(key)?.[1]
    if (form === 'one' || (form === 'other' && value.includes('{count}'))) {
      const twin = `${baseOf(key)}.${form === 'one' ? 'other' : 'one'}`
      if (!(twin in dictionary)) problems.push(`${key}: has no ${twin}`)
    }
    for (const match of value.matchAll(new RegExp(counted.source, 'g'))) {
      const placeholder = match[1] ?? ''
      if (!NUMBER_PLACEHOLDERS.has(placeholder)) continue
      if (isFixed(key, placeholder, fixedTotals)) continue
      if (!form) {
        problems.push(`${key}: counts {${placeholder}} without plural forms`)
      } else if (placeholder !== 'count') {
        problems.push(`${key}: counts {${placeholder}}, not {count}`)
      } else if (form === 'one' && language === 'te') {
        problems.push(`${key}: the one form reads as a plural`)
      }
    }
    if (
      form === 'one' &&
      language === 'en' &&
      ENGLISH_PLURAL_OF_COUNT.test(value)
    ) {
      problems.push(`${key}: the one form reads as a plural`)
    }
  }
  return problems
}
