// The web fonts the site loads, each cut down to the characters the site's
// own text uses (decisions 023 and 030): Nunito (body text) and Baloo 2
// (headings) to the Latin characters, Noto Sans Telugu to the Telugu ones.
// Shared by scripts/art/subset-fonts.mjs, which writes them, and their test,
// which fails when new text needs a character a subset lacks.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What each subset was cut from, and the characters it keeps. */
export const MANIFEST_FILE = 'src/assets/fonts/subsets.json'

/** Telugu block, Indic dandas, zero-width (non-)joiners, dotted circle. */
const TELUGU = /[\u0C00-\u0C7F\u0964\u0965\u25CC]|\u200C|\u200D/gu

/**
 * The Latin characters the Latin subsets serve: the range of fontsource's
 * `latin` files (and of the @font-face rules in src/styles/index.css).
 * Anything else (emoji, arrows) comes from the system's fonts.
 */
const LATIN =
  /[\u0020-\u007E\u00A0-\u00FF\u0131\u0152\u0153\u02BB\u02BC\u02C6\u02DA\u02DC\u2000-\u206F\u20AC\u2122\u2191\u2193\u2212\u2215]/gu
/** Printable ASCII: kept whole, for whatever a visitor types (fun names). */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) =>
  String.fromCharCode(0x20 + i),
)

const variable = (pkg, file) => `@fontsource-variable/${pkg}/files/${file}`

/**
 * The subsets. Weights: Tailwind's font-normal, font-semibold and font-bold
 * are all the site uses of the Latin faces (400-700); the display face and
 * English pages' Telugu words are one static weight each.
 */
export const FONT_SUBSETS = [
  {
    name: 'nunito',
    package: '@fontsource-variable/nunito',
    source: variable('nunito', 'nunito-latin-wght-normal.woff2'),
    file: 'src/assets/fonts/nunito-subset.woff2',
    weights: { min: 400, max: 700 },
    script: 'latin',
  },
  {
    name: 'baloo-2',
    package: '@fontsource-variable/baloo-2',
    source: variable('baloo-2', 'baloo-2-latin-wght-normal.woff2'),
    file: 'src/assets/fonts/baloo-2-subset.woff2',
    // One static weight, bold, serves every weight the display face is set
    // in: 13 kB where the 400-700 axis was 21 kB (decision 043).
    weights: { min: 700, max: 700 },
    script: 'latin',
  },
  {
    name: 'noto-sans-telugu',
    package: '@fontsource-variable/noto-sans-telugu',
    source: variable(
      'noto-sans-telugu',
      'noto-sans-telugu-telugu-wght-normal.woff2',
    ),
    file: 'src/assets/fonts/noto-sans-telugu-subset.woff2',
    // English pages set their few Telugu words semibold: one weight, cut
    // from the variable font, is 15 kB where 400-700 was 28 kB (decision 041).
    weights: { min: 600, max: 600 },
    script: 'telugu',
  },
  {
    // The Telugu edition's pages (/te/…) load this one instead: every
    // Telugu character in src/, the edition's own text included.
    name: 'noto-sans-telugu-edition',
    package: '@fontsource-variable/noto-sans-telugu',
    source: variable(
      'noto-sans-telugu',
      'noto-sans-telugu-telugu-wght-normal.woff2',
    ),
    file: 'src/assets/fonts/noto-sans-telugu-edition-subset.woff2',
    // One static weight, regular: 23 kB where the 400-700 axis was 44 kB,
    // the whole gap of every Telugu page to the byte budget (decision 065).
    // Its bold and semibold are synthesised from it (src/styles/index.css).
    weights: { min: 400, max: 400 },
    script: 'telugu',
    teluguEdition: true,
  },
  {
    // The Telugu edition's spaces, digits, punctuation and few Latin words:
    // Noto Sans, the Latin companion the Telugu face was drawn with, in one
    // 11 kB file instead of Baloo 2 and Nunito (38 kB) on every Telugu page
    // (decision 041).
    name: 'noto-sans-latin-edition',
    package: '@fontsource-variable/noto-sans-telugu',
    source: variable(
      'noto-sans-telugu',
      'noto-sans-telugu-latin-wght-normal.woff2',
    ),
    file: 'src/assets/fonts/noto-sans-latin-edition-subset.woff2',
    weights: { min: 400, max: 700 },
    script: 'latin',
    teluguEdition: true,
  },
]

const SOURCE = /\.(ts|tsx|json|md)$/

/**
 * The Telugu edition's own text (src/data/te, src/lib/i18n/te and te.ts,
 * issue 16): the English pages never show it, so it stays out of the fonts
 * they load.
 */
export function isTeluguEdition(file) {
  const parts = file.split(/[\\/]/)
  return parts.includes('te') || parts.at(-1) === 'te.ts'
}

/**
 * Source files under `dir`: not the tests (their text is never shown), not
 * generated assets (the font subsets' own lists of characters) and, unless
 * asked for, not the Telugu edition's text.
 * @param {string} dir
 * @param {{ teluguEdition?: boolean }} [options]
 */
export function sourceFiles(dir, { teluguEdition = false } = {}) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.parentPath.split(/[\\/]/).includes('assets'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => teluguEdition || !isTeluguEdition(file))
}

function distinct(characters) {
  return [...new Set(characters)].sort(
    (a, b) => a.codePointAt(0) - b.codePointAt(0),
  )
}

/** The distinct Telugu characters in `texts`, sorted by code point. */
export function teluguCharacters(texts) {
  return distinct([...texts].flatMap((text) => text.match(TELUGU) ?? []))
}

/**
 * Printable ASCII plus the other Latin characters in `texts` (curly quotes,
 * dashes, ©, …), sorted by code point.
 */
export function latinCharacters(texts) {
  return distinct([
    ...ASCII,
    ...[...texts].flatMap((text) => text.match(LATIN) ?? []),
  ])
}

/**
 * The characters of every source file under `dir` that `script` covers;
 * with `teluguEdition`, the Telugu edition's files too.
 * @param {string} dir
 * @param {'latin' | 'telugu'} script
 * @param {{ teluguEdition?: boolean }} [options]
 */
export function charactersIn(dir, script, options = {}) {
  const texts = sourceFiles(dir, options).map((file) =>
    readFileSync(file, 'utf8'),
  )
  return script === 'telugu' ? teluguCharacters(texts) : latinCharacters(texts)
}
