/**
 * Splits text into the sentences that read-aloud speaks and highlights one at
 * a time. A sentence ends at `.`, `!`, `?`, `…` or a danda (`।`, `॥`),
 * with any closing quotes or brackets, when a space or the end follows.
 * Initials and a few abbreviations ("F. R.", "e.g.", "c.") do not end one.
 */

const TERMINATOR = /[.!?…।॥]+["'”’)\]]*(?=\s|$)/gu

const ABBREVIATIONS = new Set([
  'c',
  'ca',
  'dr',
  'e.g',
  'etc',
  'i.e',
  'mr',
  'mrs',
  'ms',
  'p',
  'pp',
  'st',
  'vol',
  'vs',
])

function isAbbreviation(word: string): boolean {
  const bare = word.replace(/^["'“‘(]+/u, '')
  if (/^\p{Lu}$/u.test(bare)) return true
  return ABBREVIATIONS.has(bare.toLowerCase())
}

export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  const sentences: string[] = []
  let start = 0
  for (const match of clean.matchAll(TERMINATOR)) {
    const end = match.index + match[0].length
    const lastWord = clean.slice(start, match.index).split(' ').pop() ?? ''
    if (match[0] === '.' && isAbbreviation(lastWord)) continue
    const sentence = clean.slice(start, end).trim()
    if (sentence) sentences.push(sentence)
    start = end
  }
  const rest = clean.slice(start).trim()
  if (rest) sentences.push(rest)
  return sentences
}

/** The sentences of several paragraphs, in reading order. */
export function splitParagraphs(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap(splitSentences)
}
