import { describe, expect, it } from 'vitest'

import { gotras, SAGE_NOT_IDENTIFIED } from './gotras'

type Module = Record<string, unknown>

/** Every English content module (the Telugu ones are checked by the glossary). */
const modules = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], {
  eager: true,
})

/**
 * Fields that keep other spellings on purpose: a gotra's search aliases (what
 * people type) and the source lists' capitals.
 */
const SPELLINGS_KEPT = new Set(['aliases', 'familyNames', 'rishi'])

/** Every string of a value, leaving out the fields above. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) =>
      SPELLINGS_KEPT.has(key) ? [] : stringsOf(inner),
    )
  }
  return []
}

/**
 * One key for the ways a sage's name is written in Latin letters: w or v,
 * sh or s, th or t, dh or d, a long vowel doubled or not.
 */
function spellingKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/w/g, 'v')
    .replace(/([sctdbgkp])h/g, '$1')
    .replace(/aa/g, 'a')
    .replace(/ee/g, 'i')
}

/** The sages the content names: "Sage X" anywhere, and each gotra's great sage. */
function sageNames(texts: readonly string[]): string[] {
  const named = texts.flatMap((text) =>
    [...text.matchAll(/\bSage ([A-Z][a-z]+)/g)].map((m) => m[1] ?? ''),
  )
  const greatSages = gotras
    .filter((g) => g.greatSage !== SAGE_NOT_IDENTIFIED)
    .map((g) => g.greatSage.split(' ')[0] ?? '')
  return [...named, ...greatSages]
}

/** Names of one sage written more than one way. */
function secondSpellings(names: readonly string[]): string[][] {
  const byKey = new Map<string, Set<string>>()
  for (const name of names) {
    const key = spellingKey(name)
    byKey.set(key, (byKey.get(key) ?? new Set()).add(name))
  }
  return [...byKey.values()].filter((s) => s.size > 1).map((s) => [...s])
}

describe('one spelling per sage', () => {
  const texts = Object.values(modules).flatMap(stringsOf)

  it('names each sage one way across the content and the games', () => {
    const names = sageNames(texts)
    expect(names.length).toBeGreaterThan(40)
    expect(secondSpellings(names)).toEqual([])
  })

  it('would catch a second spelling', () => {
    expect(
      secondSpellings(
        sageNames([...texts, 'Sage Bharadvaja taught', 'Sage Vashishta']),
      ),
    ).toEqual([
      ['Bharadwaja', 'Bharadvaja'],
      ['Vasishtha', 'Vashishta'],
    ])
  })
})
