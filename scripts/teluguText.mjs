// The Telugu characters the site's own text uses, and where their font subset
// lives: shared by scripts/subset-telugu-font.mjs and its test.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const FONT_FILE = 'src/assets/fonts/noto-sans-telugu-subset.woff2'
/** What the font was cut from, and the characters it keeps. */
export const MANIFEST_FILE = 'src/assets/fonts/noto-sans-telugu-subset.json'

/** Telugu block, Indic dandas, zero-width (non-)joiners, dotted circle. */
const TELUGU = /[\u0C00-\u0C7F\u0964\u0965\u25CC]|\u200C|\u200D/gu
const SOURCE = /\.(ts|tsx|json|md)$/

/**
 * Source files under `dir`: not the tests (their text is never shown) and not
 * generated assets (the font subset's own list of characters).
 */
export function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.parentPath.split(/[\\/]/).includes('assets'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The distinct Telugu characters in `texts`, sorted by code point. */
export function teluguCharacters(texts) {
  const found = new Set()
  for (const text of texts) {
    for (const [character] of text.matchAll(TELUGU)) found.add(character)
  }
  return [...found].sort((a, b) => a.codePointAt(0) - b.codePointAt(0))
}

/** The Telugu characters of every source file under `dir`. */
export function teluguCharactersIn(dir) {
  return teluguCharacters(
    sourceFiles(dir).map((file) => readFileSync(file, 'utf8')),
  )
}
