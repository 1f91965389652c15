/**
 * Pure checks behind the Telugu glossary and structure tests: pair every
 * string of a Telugu module with the string at the same place in its English
 * twin, then ask whether the Telugu uses the glossary's fixed forms
 * (docs/telugu-glossary.md, docs/decisions/029-telugu-content.md).
 */

import type { GlossaryEntry } from '@/test/te/glossary'

export type StringPair = {
  /** Where the string sits, e.g. `quizQuestions[3].options[1]`. */
  path: string
  english: string
  telugu: string
}

export type ShapeProblem = { path: string; problem: string }

const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/
const LATIN_LETTER = /[A-Za-z]/

export function hasTeluguScript(text: string): boolean {
  return TELUGU_SCRIPT.test(text)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  return typeof value
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`
  return path ? `${path}.${key}` : key
}

/**
 * Walks an English value and its Telugu twin side by side. Returns the string
 * pairs found at the same places and every place where the two shapes differ
 * (a missing key, an array of another length, a number that changed).
 * Functions (helpers such as `findGotra`) are not content and are skipped.
 */
export function pairStrings(
  english: unknown,
  telugu: unknown,
  path = '',
): { pairs: StringPair[]; problems: ShapeProblem[] } {
  const pairs: StringPair[] = []
  const problems: ShapeProblem[] = []

  function walk(en: unknown, te: unknown, at: string): void {
    if (kindOf(en) !== kindOf(te)) {
      problems.push({
        path: at,
        problem: `is ${kindOf(te)} in Telugu but ${kindOf(en)} in English`,
      })
      return
    }
    if (typeof en === 'function') return
    if (typeof en === 'string' && typeof te === 'string') {
      pairs.push({ path: at, english: en, telugu: te })
      return
    }
    if (Array.isArray(en) && Array.isArray(te)) {
      if (en.length !== te.length) {
        problems.push({
          path: at,
          problem: `has ${te.length} items in Telugu but ${en.length} in English`,
        })
      }
      const length = Math.min(en.length, te.length)
      for (let i = 0; i < length; i += 1) walk(en[i], te[i], join(at, i))
      return
    }
    if (isRecord(en) && isRecord(te)) {
      for (const key of Object.keys(en)) {
        if (!(key in te)) {
          problems.push({
            path: join(at, key),
            problem: 'is missing in Telugu',
          })
        } else {
          walk(en[key], te[key], join(at, key))
        }
      }
      for (const key of Object.keys(te)) {
        if (!(key in en)) {
          problems.push({
            path: join(at, key),
            problem: 'is in Telugu but not in English',
          })
        }
      }
      return
    }
    if (en !== te) {
      problems.push({
        path: at,
        problem: `is ${String(te)} in Telugu but ${String(en)} in English`,
      })
    }
  }

  walk(english, telugu, path)
  return { pairs, problems }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A whole-word, any-case pattern for an English term, allowing a plural. */
export function englishPattern(term: string): RegExp {
  return new RegExp(
    `(?<![A-Za-z])${escapeRegExp(term).replace(/ /g, '[\\s-]+')}(?:s|es)?(?![A-Za-z])`,
    'i',
  )
}

/**
 * The glossary entries whose English term (or a variant) the text names.
 * `{placeholders}` are not words of the text ("{score}" names no score).
 */
export function termsNamedIn(
  english: string,
  entries: readonly GlossaryEntry[],
): GlossaryEntry[] {
  const text = english.replace(/\{\w+\}/g, ' ')
  return entries.filter((entry) =>
    [entry.english, ...(entry.englishVariants ?? [])].some((term) =>
      englishPattern(term).test(text),
    ),
  )
}

/** Every Telugu form that satisfies an entry. */
export function acceptedForms(entry: GlossaryEntry): string[] {
  return [entry.stem ?? entry.telugu, ...(entry.alsoAccept ?? [])]
}

/**
 * What is wrong with one Telugu string against the glossary: a term its
 * English twin names whose Telugu form is missing, or a spelling the glossary
 * says never to use. Strings kept as they are (ids, data in Latin letters)
 * and strings without Telugu script are not translations and are not checked.
 */
export function glossaryProblems(
  pair: StringPair,
  entries: readonly GlossaryEntry[],
): string[] {
  if (pair.telugu === pair.english || !hasTeluguScript(pair.telugu)) return []
  const problems: string[] = []
  for (const entry of termsNamedIn(pair.english, entries)) {
    if (entry.checked === false) continue
    const forms = acceptedForms(entry)
    if (!forms.some((form) => pair.telugu.includes(form))) {
      problems.push(
        `${pair.path}: the English names "${entry.english}" but the Telugu does not use ${forms.join(' or ')}`,
      )
    }
  }
  for (const entry of entries) {
    for (const variant of entry.variantsToAvoid ?? []) {
      if (pair.telugu.includes(variant)) {
        problems.push(
          `${pair.path}: uses "${variant}"; the glossary says ${entry.telugu} (${entry.english})`,
        )
      }
    }
  }
  return problems
}

/**
 * Whether a Telugu string is a proper translation of its English twin:
 * not empty, and in Telugu script unless the English has no letters at all
 * outside its `{placeholders}` (a number such as "102", or a template such as
 * "{action}: {title}", may stay as it is).
 */
export function translationProblem(pair: StringPair): string | null {
  if (pair.telugu.trim() === '') return `${pair.path}: is empty`
  if (!LATIN_LETTER.test(pair.english.replace(/\{\w+\}/g, ''))) return null
  if (!hasTeluguScript(pair.telugu)) {
    return `${pair.path}: has no Telugu script ("${pair.telugu}")`
  }
  return null
}

/** The `{name}` placeholders of a dictionary string, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

export type GlossaryRow = {
  english: string
  telugu: string
  transliteration: string
}

/** Reads the term tables of docs/telugu-glossary.md. */
export function parseGlossaryTable(markdown: string): GlossaryRow[] {
  const rows: GlossaryRow[] = []
  for (const line of markdown.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    if (cells.length < 3) continue
    const [english = '', telugu = '', transliteration = ''] = cells
    if (english === 'English' || /^-+$/.test(english.replace(/:/g, ''))) {
      continue
    }
    rows.push({ english, telugu, transliteration })
  }
  return rows
}

/** The key a path ends in, without array indexes (`a[0].b[2]` → `b`). */
export function lastKey(path: string): string {
  const withoutIndexes = path.replace(/\[\d+\]/g, '')
  return withoutIndexes.slice(withoutIndexes.lastIndexOf('.') + 1)
}

/**
 * Everything that keeps a Telugu twin from mirroring its English module: a
 * different shape (keys, lengths, numbers), a changed data string (a key in
 * `dataKeys`, such as an id or a colour, must stay as it is), or a text
 * string that is empty or not in Telugu script.
 */
export function structureProblems(
  english: unknown,
  telugu: unknown,
  dataKeys: readonly string[] = [],
): string[] {
  const { pairs, problems } = pairStrings(english, telugu)
  const messages = problems.map(({ path, problem }) => `${path} ${problem}`)
  for (const pair of pairs) {
    if (dataKeys.includes(lastKey(pair.path))) {
      if (pair.telugu !== pair.english) {
        messages.push(`${pair.path}: is data and must stay "${pair.english}"`)
      }
      continue
    }
    const problem = translationProblem(pair)
    if (problem) messages.push(problem)
  }
  return messages
}
