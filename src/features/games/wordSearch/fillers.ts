import { LATIN_LETTERS, lettersOf } from './grid'

/**
 * Common Telugu aksharas: vowels and consonants with their commonest vowel
 * signs, so that a Telugu grid's other letters look like Telugu.
 */
export const COMMON_AKSHARAS: readonly string[] = [
  'అ',
  'ఆ',
  'ఇ',
  'ఉ',
  'ఎ',
  'ఒ',
  'క',
  'కా',
  'కి',
  'గ',
  'గా',
  'చ',
  'జ',
  'టి',
  'డ',
  'త',
  'తా',
  'ద',
  'దా',
  'న',
  'నా',
  'ని',
  'ప',
  'పా',
  'బ',
  'మ',
  'మా',
  'య',
  'ర',
  'రా',
  'రి',
  'ల',
  'లు',
  'వ',
  'వా',
  'శ',
  'స',
  'సా',
  'హ',
  'ళ',
]

const LATIN = /^[A-Z]$/

/**
 * The letters a grid's empty cells are filled with: A to Z for English
 * words; for Telugu words, the aksharas of `words` (a set's whole list, so
 * the fillers look like the words) and the common ones, each once.
 */
export function fillersFor(words: readonly string[]): readonly string[] {
  const letters = words.flatMap(lettersOf)
  if (letters.every((letter) => LATIN.test(letter))) return LATIN_LETTERS
  return [...new Set([...letters, ...COMMON_AKSHARAS])]
}
