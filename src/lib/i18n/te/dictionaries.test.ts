import { describe, expect, it } from 'vitest'

import {
  pairStrings,
  placeholders,
  translationProblem,
} from '@/test/glossaryCheck'

type Dictionary = Record<string, string>

/**
 * Every Telugu dictionary in this folder against the English one of the same
 * file name in ../en: a new dictionary is checked without touching this test.
 */
const telugu = import.meta.glob<Record<string, Dictionary>>(
  ['./*.ts', '!./*.test.ts'],
  { eager: true },
)
const english = import.meta.glob<Record<string, Dictionary>>(
  ['../en/*.ts', '!../en/*.test.ts'],
  { eager: true },
)

const fileName = (path: string) => path.replace(/^.*\//, '')

const twins = Object.entries(telugu).map(([path, module]) => ({
  file: fileName(path),
  telugu: module,
  english: Object.entries(english).find(
    ([enPath]) => fileName(enPath) === fileName(path),
  )?.[1],
}))

describe('the Telugu dictionaries', () => {
  it('each have an English twin of the same name', () => {
    expect(twins.length).toBeGreaterThan(0)
    expect(twins.filter((twin) => !twin.english).map((t) => t.file)).toEqual([])
  })

  describe.each(twins)('$file', ({ file, telugu: te, english: en = {} }) => {
    const names = Object.keys(en)

    it('exports every dictionary of the English file, with exactly its keys', () => {
      const problems = names.flatMap((name) =>
        name in te
          ? pairStrings(en[name], te[name], name).problems.map(
              ({ path, problem }) => `${path} ${problem}`,
            )
          : [`${name} is not exported`],
      )
      expect(problems.map((problem) => `${file}: ${problem}`)).toEqual([])
    })

    it('has no empty or untranslated string and keeps every {placeholder}', () => {
      const problems = names.flatMap((name) =>
        pairStrings(en[name], te[name], name).pairs.flatMap((pair) => {
          const found: string[] = []
          // A locale code ("en-IN", "te-IN") is data for Intl, not words.
          const isLocale = /\.locale$/.test(pair.path)
          const untranslated = isLocale ? null : translationProblem(pair)
          if (untranslated) found.push(untranslated)
          const want = placeholders(pair.english).join(', ')
          const got = placeholders(pair.telugu).join(', ')
          if (want !== got) {
            found.push(
              `${pair.path}: placeholders {${got}} instead of {${want}}`,
            )
          }
          return found
        }),
      )
      expect(problems.map((problem) => `${file}: ${problem}`)).toEqual([])
    })
  })
})
