import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  glossaryProblems,
  pairStrings,
  parseGlossaryTable,
} from '@/test/glossaryCheck'
import { glossary } from '@/test/te/glossary'

type Module = Record<string, unknown>

/**
 * Every Telugu module and dictionary, and every English one, by file name.
 * A new Telugu module is picked up without touching this test.
 */
const teluguData = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], {
  eager: true,
})
const englishData = import.meta.glob<Module>(['../*.ts', '!../*.test.ts'], {
  eager: true,
})
const teluguDictionaries = import.meta.glob<Module>(
  ['../../lib/i18n/te/*.ts', '!../../lib/i18n/te/*.test.ts'],
  { eager: true },
)
const englishDictionaries = import.meta.glob<Module>(
  ['../../lib/i18n/en/*.ts', '!../../lib/i18n/en/*.test.ts'],
  { eager: true },
)

/**
 * Telugu modules with no English module of the same name: the records that
 * te/gotras.ts is built from (it mirrors gotras.ts, so their text is checked
 * through it).
 */
const TELUGU_ONLY = ['gotraNames', 'gotraTexts'] as const

function baseName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.ts$/, '')
}

type Twin = { file: string; english: Module; telugu: Module }

function twins(
  telugu: Record<string, Module>,
  english: Record<string, Module>,
): { twins: Twin[]; orphans: string[] } {
  const byName = new Map(
    Object.entries(english).map(([path, module]) => [baseName(path), module]),
  )
  const found: Twin[] = []
  const orphans: string[] = []
  for (const [path, module] of Object.entries(telugu)) {
    const name = baseName(path)
    const twin = byName.get(name)
    if (twin) found.push({ file: name, english: twin, telugu: module })
    else if (!(TELUGU_ONLY as readonly string[]).includes(name)) {
      orphans.push(path)
    }
  }
  return { twins: found, orphans }
}

const data = twins(teluguData, englishData)
const dictionaries = twins(teluguDictionaries, englishDictionaries)
const allTwins = [...data.twins, ...dictionaries.twins]

function pairsOf(twin: Twin) {
  return Object.keys(twin.english)
    .filter((name) => name in twin.telugu)
    .flatMap(
      (name) =>
        pairStrings(
          twin.english[name],
          twin.telugu[name],
          `${twin.file}.${name}`,
        ).pairs,
    )
}

describe('the Telugu glossary', () => {
  it('has one entry for each English term, each with a Telugu form in Telugu script', () => {
    const names = glossary.map((entry) => entry.english.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    const bad = glossary.filter(
      (entry) =>
        !/[\u0C00-\u0C7F]/.test(entry.telugu) ||
        ('stem' in entry && !entry.telugu.includes(entry.stem)),
    )
    expect(bad).toEqual([])
  })

  it('never lists as a spelling to avoid what another entry requires', () => {
    const required = glossary.flatMap((entry) => [
      entry.telugu,
      ...('alsoAccept' in entry ? entry.alsoAccept : []),
    ])
    for (const entry of glossary) {
      for (const variant of 'variantsToAvoid' in entry
        ? entry.variantsToAvoid
        : []) {
        expect(required.filter((form) => form.includes(variant))).toEqual([])
      }
    }
  })

  it('is the same in docs/telugu-glossary.md as in glossary.ts', () => {
    const rows = parseGlossaryTable(
      readFileSync('docs/telugu-glossary.md', 'utf8'),
    )
    expect(rows).toEqual(
      glossary.map(({ english, telugu, transliteration }) => ({
        english,
        telugu,
        transliteration,
      })),
    )
  })
})

describe('Telugu content against its English twin', () => {
  it('finds the Telugu modules and dictionaries and an English twin for each', () => {
    expect(data.twins.length).toBeGreaterThan(0)
    expect(dictionaries.twins.length).toBeGreaterThan(0)
    expect([...data.orphans, ...dictionaries.orphans]).toEqual([])
  })

  it('keeps every export of the English twin with the same shape', () => {
    const problems = allTwins.flatMap((twin) =>
      Object.keys(twin.english).flatMap((name) =>
        name in twin.telugu
          ? pairStrings(
              twin.english[name],
              twin.telugu[name],
              `${twin.file}.${name}`,
            ).problems.map(({ path, problem }) => `${path} ${problem}`)
          : [`${twin.file}.${name} is not exported by the Telugu module`],
      ),
    )
    expect(problems).toEqual([])
  })

  it('uses the glossary term wherever the English names one, and no spelling to avoid', () => {
    const problems = allTwins
      .flatMap(pairsOf)
      .flatMap((pair) => glossaryProblems(pair, glossary))
    expect(problems).toEqual([])
  })
})
