import { describe, expect, it } from 'vitest'

import {
  glossaryProblems,
  pairStrings,
  placeholders,
  translationProblem,
} from '@/test/glossaryCheck'
import { glossary } from '@/test/te/glossary'

import { en } from './en'
import { te } from './te'

/** The file names of every feature dictionary, English and Telugu. */
const englishFeatures = Object.keys(
  import.meta.glob(['./en/*.ts', '!./en/*.test.ts']),
).map((path) => path.replace('./en/', ''))
const teluguFeatures = Object.keys(
  import.meta.glob(['./te/*.ts', '!./te/*.test.ts']),
).map((path) => path.replace('./te/', ''))

/**
 * English idioms whose words are not the glossary's terms, so the glossary
 * check skips them: "The small print" heads the legal links; nothing is
 * printed.
 */
const IDIOMS: Record<string, string> = {
  'footer.legal': 'The small print',
}

describe('the Telugu chrome dictionary (te.ts)', () => {
  const { pairs, problems } = pairStrings(en, te)

  it('has exactly the keys of en.ts', () => {
    expect(problems).toEqual([])
    expect(Object.keys(te)).toEqual(Object.keys(en))
  })

  it('has no empty or untranslated string and keeps every {placeholder}', () => {
    const found = pairs.flatMap((pair) => {
      const messages: string[] = []
      const untranslated = translationProblem(pair)
      if (untranslated) messages.push(untranslated)
      if (
        placeholders(pair.english).join() !== placeholders(pair.telugu).join()
      ) {
        messages.push(`${pair.path}: placeholders differ`)
      }
      return messages
    })
    expect(found).toEqual([])
  })

  it('uses the glossary’s terms', () => {
    expect(
      pairs
        .filter((pair) => !(pair.path in IDIOMS))
        .flatMap((pair) => glossaryProblems(pair, glossary)),
    ).toEqual([])
  })
})

describe('the Telugu feature dictionaries', () => {
  it('exist for every English feature dictionary', () => {
    expect(englishFeatures.length).toBeGreaterThan(0)
    expect(teluguFeatures.sort()).toEqual(englishFeatures.sort())
  })
})
