/**
 * The forgiving gotra search: case-insensitive, matching ids, names, the
 * rishi, the great sage and every alias, and folding the common
 * transliteration variants so 'Kasyapa', 'Kashyap' and 'KASYABASA' all find
 * Kashyapa. A query in Telugu script is matched against the Telugu
 * names (issue 16). No regular expression is ever built from the query: it
 * is reduced to plain letters before any comparison.
 */

import { gotras, SAGE_NOT_IDENTIFIED, type Gotra } from '@/data/gotras'

/** What the search reads of a gotra. */
export type SearchableGotra = {
  id: string
  name: string
  rishi: string
  greatSage: string
  aliases: readonly string[]
  /** Words in Telugu script it is also found by (its Telugu name). */
  teluguTerms?: readonly string[]
}

const TELUGU_LETTER = /[\u0C00-\u0C7F]/
const NOT_TELUGU_LETTER = /[^\u0C00-\u0C7F]/g

/** True when the text has a letter of Telugu script. */
export function hasTeluguScript(text: string): boolean {
  return TELUGU_LETTER.test(text)
}

/**
 * The Telugu letters of a text, composed the same way, with spaces,
 * punctuation, Latin letters and zero-width joiners removed (so "Kashyapa
 * gotra" written in Telugu loses its space). Empty when the text has no
 * Telugu.
 */
export function teluguLetters(text: string): string {
  return text.normalize('NFC').replace(NOT_TELUGU_LETTER, '')
}

/** Plain lower-case letters: accents, digits, spaces and symbols removed. */
function lettersOnly(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
}

/**
 * Folds one run of letters so spellings of the same sound compare equal:
 * ee/i, oo/u, ou/au/ow/o, w/v, jn/gn, ru/ri, th/t dh/d bh/b sh/s ch/c kh/k
 * gh/g ph/p jh/j, c/s, g/k, b/p, d/t, then doubled letters become one.
 */
export function foldSpelling(text: string): string {
  return lettersOnly(text)
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ou|au|ow/g, 'o')
    .replace(/w/g, 'v')
    .replace(/jn/g, 'gn')
    .replace(/ru/g, 'ri')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/c/g, 's')
    .replace(/g/g, 'k')
    .replace(/b/g, 'p')
    .replace(/d/g, 't')
    .replace(/(.)\1+/g, '$1')
}

/**
 * The folded forms of a word: as written, and without a trailing -h, -sa or
 * -asa (the old list writes Kashyapa as KASYABASA).
 */
export function spellingForms(text: string): readonly string[] {
  const letters = lettersOnly(text)
  const bare = [letters]
  if (letters.endsWith('h')) bare.push(letters.slice(0, -1))
  if (letters.endsWith('asa')) bare.push(letters.slice(0, -3))
  if (letters.endsWith('sa')) bare.push(letters.slice(0, -2))
  const forms = new Set(bare.map(foldSpelling).filter((form) => form !== ''))
  return [...forms]
}

/** 0: the same; 1: starts with the query; 2: contains it; null: no match. */
function rank(query: string, term: string): number | null {
  if (term === query) return 0
  if (term.startsWith(query)) return 1
  if (term.includes(query)) return 2
  return null
}

/** The words a gotra is found by; a sage's note in brackets is not a name. */
function searchTerms(gotra: SearchableGotra, ignoredSage: string): string[] {
  const sage =
    gotra.greatSage === ignoredSage ? '' : (gotra.greatSage.split('(')[0] ?? '')
  return [gotra.id, gotra.name, gotra.rishi, sage, ...gotra.aliases].filter(
    (term) => term.trim() !== '',
  )
}

/** True when the query has nothing to search for (empty or only spaces). */
export function isBlankQuery(query: string): boolean {
  return query.trim() === ''
}

/**
 * Builds a search over `list`. The returned function gives `null` for a blank
 * query (no highlight), otherwise the matching gotras, best first: exact
 * spellings, then spellings that start with the query, then ones containing
 * it; ties keep the list order. The spellings of the list are worked out on
 * the first real query, not when the page loads (about 15 ms for the 102
 * gotras on our test machine, decision 025).
 */
export function createGotraSearch<T extends SearchableGotra>(
  list: readonly T[],
  ignoredSage = '',
): (query: string) => readonly T[] | null {
  let index: { gotra: T; order: number; forms: string[] }[] | undefined
  return (query) => {
    if (isBlankQuery(query)) return null
    index ??= list.map((gotra, order) => ({
      gotra,
      order,
      forms: [
        ...searchTerms(gotra, ignoredSage).flatMap(spellingForms),
        ...(gotra.teluguTerms ?? []).map(teluguLetters),
      ].filter((form) => form !== ''),
    }))
    // Telugu letters are compared as they are; Latin ones folded. Each kind
    // of form only ever matches its own kind.
    const telugu = teluguLetters(query)
    const queryForms = telugu !== '' ? [telugu] : spellingForms(query)
    const scored: { gotra: T; order: number; score: number }[] = []
    for (const entry of index) {
      let best: number | null = null
      for (const q of queryForms) {
        for (const form of entry.forms) {
          const r = rank(q, form)
          if (r !== null && (best === null || r < best)) best = r
        }
      }
      if (best !== null) scored.push({ ...entry, score: best })
    }
    return scored
      .sort((a, b) => a.score - b.score || a.order - b.order)
      .map((entry) => entry.gotra)
  }
}

/**
 * The gotras as the search reads them: every English spelling, plus the
 * Telugu words `teluguTermsOf(index)` gives for the gotra at that place.
 */
export function searchableInBothScripts<T extends SearchableGotra>(
  list: readonly T[],
  teluguTermsOf: (index: number) => readonly string[],
): (T & { teluguTerms: readonly string[] })[] {
  return list.map((gotra, index) => ({
    ...gotra,
    teluguTerms: teluguTermsOf(index),
  }))
}

/** The search over the 102 gotras of the site, by their English spellings. */
export const searchGotras: (query: string) => readonly Gotra[] | null =
  createGotraSearch<Gotra>(gotras, SAGE_NOT_IDENTIFIED)

/** What the search tells the visitor (spec section 8). */
export type SearchStatus =
  | { kind: 'idle' }
  | { kind: 'found'; count: number }
  | { kind: 'none'; query: string }

export function searchStatus(
  query: string,
  matches: readonly unknown[] | null,
): SearchStatus {
  if (matches === null) return { kind: 'idle' }
  if (matches.length === 0) return { kind: 'none', query: query.trim() }
  return { kind: 'found', count: matches.length }
}
