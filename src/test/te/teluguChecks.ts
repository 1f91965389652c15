/**
 * Spelling and register checks for the Telugu edition (issue 34, the Telugu
 * review of 2026-11-27). Pure functions over text; the test beside this file
 * runs them over every Telugu text of the project and over planted examples.
 *
 * - Case endings are joined to their word. After a word ending in a virama
 *   (్) or a Latin word, the join is a zero-width non-joiner (U+200C), so
 *   "సైట్ ను" is written "సైట్‌ను" and "Wi-Fi లో" is "Wi-Fi‌లో".
 * - Loanwords have one spelling each (docs/telugu-glossary.md, "Loanwords").
 * - Sages take the respectful plural: a sentence of a gotra text that names a
 *   sage has no singular verb ending (…ాడు); it says …ారు.
 *
 * Pure data and logic: no `@/` aliases, React or browser APIs.
 */

import type { GlossaryEntry } from './glossary'

export const ZWNJ = '\u200C'

/** A place in a text that a check found wrong, with the suggested fix. */
export type TeluguProblem = {
  /** The text as written (a few characters around the problem). */
  found: string
  /** The same text as it should be written. */
  fix: string
  message: string
}

/**
 * Case endings and postpositions Telugu joins to the word before them
 * (longest first, so "లోని" is taken before "లో").
 */
export const CASE_ENDINGS = [
  'లోనే',
  'లోని',
  'లోకి',
  'లోనూ',
  'లోను',
  'లో',
  'తోనే',
  'తో',
  'లను',
  'లకు',
  'లకి',
  'లతో',
  'లలో',
  'లూ',
  'లు',
  'నూ',
  'నే',
  'ను',
  'కూ',
  'కు',
  'కి',
  'కీ',
  'న',
  'గా',
  'లాగే',
  'లాగా',
] as const

/**
 * A word ending in a virama, a Latin word (Wi-Fi, PIN, Google), a number, a
 * `{placeholder}`, a closing bracket or quotation mark, then a space, then a
 * case ending that is a whole word.
 */
const DETACHED_ENDING = new RegExp(
  `([\\u0C4DA-Za-z0-9})\\]"”]) (${CASE_ENDINGS.join('|')})(?![\\u0C00-\\u0C7F\\u200C\\u200D])`,
  'gu',
)

/** The word before a detached case ending, for the message. */
function wordBefore(text: string, end: number): string {
  const start = text.slice(0, end).search(/[^\s]+$/u)
  return start === -1 ? '' : text.slice(start, end)
}

/**
 * Case endings written apart from a word ending in a virama, a Latin word,
 * a number, a placeholder, a bracket or a quotation mark. The fix joins them
 * with U+200C.
 */
export function detachedCaseEndings(text: string): TeluguProblem[] {
  const problems: TeluguProblem[] = []
  for (const match of text.matchAll(DETACHED_ENDING)) {
    const at = match.index
    const ending = match[2] ?? ''
    const word = wordBefore(text, at + 1)
    const found = `${word} ${ending}`
    const fix = `${word}${ZWNJ}${ending}`
    problems.push({
      found,
      fix,
      message: `"${found}": join the case ending to its word with a zero-width non-joiner (U+200C): "${fix}" (shown here as "${word}<U+200C>${ending}")`,
    })
  }
  return problems
}

/** The loanwords of the glossary: one spelling each, the others never. */
export function loanwordEntries(
  glossary: readonly GlossaryEntry[],
): GlossaryEntry[] {
  return glossary.filter((entry) => entry.category === 'Loanwords')
}

/** Other spellings of a glossary loanword found in the text. */
export function loanwordProblems(
  text: string,
  loanwords: readonly GlossaryEntry[],
): TeluguProblem[] {
  const problems: TeluguProblem[] = []
  for (const entry of loanwords) {
    for (const variant of entry.variantsToAvoid ?? []) {
      let from = text.indexOf(variant)
      while (from !== -1) {
        problems.push({
          found: variant,
          fix: entry.telugu,
          message: `"${variant}" is not the glossary's spelling of "${entry.english}": write "${entry.telugu}"`,
        })
        from = text.indexOf(variant, from + variant.length)
      }
    }
  }
  return problems
}

/**
 * Singular (masculine) verb endings: చేశాడు, రాశాడు, వెళ్తాడు,
 * పంచుకునేవాడు, ఉండేవాడంటే, పేదవాడైనా. The respectful form ends in …ారు.
 */
const SINGULAR_ENDING =
  /[\u0C00-\u0C7F]*(?:ాడు|ాడని|ాడట|ాడంటే|ాడా|వాడైనా)(?![\u0C00-\u0C7F])/gu

/** Sentences of a text: split after . ! ? and the Telugu danda. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?।])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
}

const TELUGU_LETTER = /[\u0C00-\u0C7F]/u

/** True when `name` begins a word of `sentence` (so పింగళ finds పింగళుడు). */
function namesAtWordStart(sentence: string, name: string): boolean {
  let from = sentence.indexOf(name)
  while (from !== -1) {
    const before = sentence[from - 1] ?? ''
    if (!TELUGU_LETTER.test(before)) return true
    from = sentence.indexOf(name, from + 1)
  }
  return false
}

/**
 * Sentences that name a sage (a name from `sageNames`, at the start of a
 * word, in any case form) and have a singular verb ending in them.
 */
export function sageSingularProblems(
  text: string,
  sageNames: readonly string[],
): TeluguProblem[] {
  const problems: TeluguProblem[] = []
  for (const sentence of sentencesOf(text)) {
    const sage = sageNames.find((name) => namesAtWordStart(sentence, name))
    if (sage === undefined) continue
    for (const match of sentence.matchAll(SINGULAR_ENDING)) {
      const word = match[0]
      problems.push({
        found: sentence,
        fix: word.replace(/ాడు$/u, 'ారు'),
        message: `"${word}" is singular in a sentence naming the sage "${sage}": sages take the respectful plural (…ారు, not …ాడు): ${sentence}`,
      })
    }
  }
  return problems
}

/**
 * The sage names to look for: the glossary's sages and its words for a
 * sage (ఋషి, మహర్షి…), by stem, and each gotra's great sage without a note
 * in brackets.
 */
export function sageNamesFrom(
  glossary: readonly GlossaryEntry[],
  greatSages: readonly string[],
): string[] {
  const SAGE_WORDS = ['rishi', 'great sage', 'Brahmarishi', 'Saptarishi']
  const fromGlossary = glossary
    .filter(
      (entry) =>
        entry.category === 'Sages' || SAGE_WORDS.includes(entry.english),
    )
    .map((entry) => entry.stem ?? entry.telugu)
  const fromGotras = greatSages.map((sage) => (sage.split('(')[0] ?? '').trim())
  return [...new Set([...fromGlossary, ...fromGotras])].filter(
    (name) => name !== '',
  )
}
