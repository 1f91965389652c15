import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  charactersIn,
  FONT_SUBSETS,
  isTeluguEdition,
  latinCharacters,
  MANIFEST_FILE,
  sourceFiles,
  teluguCharacters,
} from './siteFonts.mjs'

const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<
  string,
  { characters: string }
>

describe('teluguCharacters', () => {
  it('keeps each Telugu character once, in code point order, and nothing else', () => {
    expect(teluguCharacters(['నమస్తే Namaste', 'అమ్మ, నమ'])).toEqual([
      'అ',
      'త',
      'న',
      'మ',
      'స',
      'ే',
      '్',
    ])
  })

  it('keeps dandas and the zero-width joiners the shaper needs', () => {
    expect(teluguCharacters(['క\u200Dష ।'])).toEqual(['।', 'క', 'ష', '\u200D'])
  })
})

describe('latinCharacters', () => {
  it('keeps all printable ASCII and the Latin punctuation the text uses', () => {
    const characters = latinCharacters(['It’s “fun” — 5 × 2 ✨ నమ'])
    expect(characters).toHaveLength(95 + 5)
    expect(characters.slice(0, 3)).toEqual([' ', '!', '"'])
    expect(characters).toEqual(
      expect.arrayContaining(['’', '“', '”', '—', '×']),
    )
    // Emoji and Telugu come from other fonts.
    expect(characters).not.toContain('✨')
    expect(characters).not.toContain('న')
  })
})

describe('sourceFiles', () => {
  it("leaves out the Telugu edition's text, which English pages never show", () => {
    expect(isTeluguEdition('src/data/te/quiz.ts')).toBe(true)
    expect(isTeluguEdition('src/lib/i18n/te/games.ts')).toBe(true)
    expect(isTeluguEdition('src/lib/i18n/te.ts')).toBe(true)
    expect(isTeluguEdition('src/data/teluguPhrases.ts')).toBe(false)
    expect(isTeluguEdition('src/features/traditions/TeluguPhrases.tsx')).toBe(
      false,
    )
  })

  it('reads the Telugu edition only when asked to', () => {
    const edition = sourceFiles('src', { teluguEdition: true })
    expect(edition).toContain('src/data/te/quiz.ts')
    expect(edition).toContain('src/lib/i18n/te.ts')
    expect(sourceFiles('src')).not.toContain('src/data/te/quiz.ts')
  })

  it('reads the source tree but not the tests', () => {
    const files = sourceFiles('src')
    expect(files).toContain('src/data/teluguPhrases.ts')
    expect(files.some((file) => file.endsWith('.test.tsx'))).toBe(false)
    expect(files.some((file) => file.includes('subsets.json'))).toBe(false)
  })
})

describe.each(FONT_SUBSETS)('the $name web font subset', (font) => {
  it('has a glyph for every character of the site text it serves (else run npm run fonts)', () => {
    const inFont = new Set(manifest[font.name]?.characters)
    const missing = charactersIn('src', font.script, {
      teluguEdition: font.teluguEdition,
    }).filter((character) => !inFont.has(character))
    expect(missing).toEqual([])
  })

  it('is a WOFF2 file under 70 % of the file it is cut from', () => {
    const subset = readFileSync(font.file)
    const source = readFileSync(`node_modules/${font.source}`)
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(subset.length).toBeLessThan(source.length * 0.7)
  })
})

describe('the Telugu edition’s subset', () => {
  const edition = FONT_SUBSETS.find(
    (font) => font.script === 'telugu' && font.teluguEdition,
  )
  const english = FONT_SUBSETS.find(
    (font) => font.script === 'telugu' && !font.teluguEdition,
  )

  it('serves every Telugu character of the edition’s own text', () => {
    expect(edition).toBeDefined()
    const needed = charactersIn('src/data/te', 'telugu', {
      teluguEdition: true,
    })
    expect(needed.length).toBeGreaterThan(40)
    const inFont = new Set(manifest[edition?.name ?? '']?.characters)
    expect(needed.filter((character) => !inFont.has(character))).toEqual([])
  })

  it('is a file of its own, so English pages keep the small subset', () => {
    expect(edition?.file).not.toBe(english?.file)
    const small = manifest[english?.name ?? '']?.characters ?? ''
    const large = manifest[edition?.name ?? '']?.characters ?? ''
    expect(large.length).toBeGreaterThan(small.length)
    expect([...small].every((character) => large.includes(character))).toBe(
      true,
    )
  })
})

describe('the Telugu edition’s one weight (decision 065)', () => {
  const edition = FONT_SUBSETS.find(
    (font) => font.name === 'noto-sans-telugu-edition',
  )
  const css = readFileSync('src/styles/index.css', 'utf8')
  const face = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, body]) => body ?? '')
    .find((body) => body.includes("'Noto Sans Telugu Edition'"))

  it('is cut at regular alone, so the page preloads one Telugu file of about half the axis', () => {
    expect(edition?.weights).toEqual({ min: 400, max: 400 })
    expect(manifest[edition?.name ?? '']).toMatchObject({ weights: '400-400' })
    expect(readFileSync(edition?.file ?? '').length).toBeLessThan(26_000)
  })

  it('is declared as weight 400 only, so its bold and semibold are emboldened, not drawn regular', () => {
    expect(face).toBeDefined()
    expect(face).toMatch(/font-weight:\s*400;/)
    // A static file is no variable font: no `woff2-variations`.
    expect(face).toMatch(/format\('woff2'\)/)
  })
})
