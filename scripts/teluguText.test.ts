import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  FONT_FILE,
  MANIFEST_FILE,
  sourceFiles,
  teluguCharacters,
  teluguCharactersIn,
} from './teluguText.mjs'

const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as {
  characters: string
}

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

describe('sourceFiles', () => {
  it('reads the source tree but not the tests', () => {
    const files = sourceFiles('src')
    expect(files).toContain('src/data/teluguPhrases.ts')
    expect(files.some((file) => file.endsWith('.test.tsx'))).toBe(false)
    expect(files.some((file) => file.includes('noto-sans-telugu'))).toBe(false)
  })
})

describe('the Telugu web font subset', () => {
  it('has a glyph for every Telugu character in the site text (else run npm run font:telugu)', () => {
    const inFont = new Set(manifest.characters)
    const missing = teluguCharactersIn('src').filter(
      (character) => !inFont.has(character),
    )
    expect(missing).toEqual([])
  })

  // The Telugu edition writes with most of the alphabet (63 kB at the time of
  // decision 029); a subset of the whole Telugu block would be 92 kB, so the
  // cap still catches a subset that keeps what the text never uses.
  it('is a WOFF2 file much smaller than the 124 kB it is cut from', () => {
    const font = readFileSync(FONT_FILE)
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(font.length).toBeLessThan(80_000)
  })
})
