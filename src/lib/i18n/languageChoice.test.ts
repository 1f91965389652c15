import { describe, expect, it } from 'vitest'

import {
  arrivalRedirect,
  LANGUAGE_KEY,
  parseStoredLanguage,
  readLanguageChoice,
  saveLanguageChoice,
} from './languageChoice'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe('the stored language choice', () => {
  it('accepts only the two editions', () => {
    expect(parseStoredLanguage('te')).toBe('te')
    expect(parseStoredLanguage('en')).toBe('en')
    for (const raw of [null, '', 'TE', 'telugu', '"te"', '{}']) {
      expect(parseStoredLanguage(raw)).toBeNull()
    }
  })

  it('is saved and read back under its key', () => {
    const storage = memoryStorage()
    expect(readLanguageChoice(storage)).toBeNull()
    saveLanguageChoice('te', storage)
    expect(storage.items.get(LANGUAGE_KEY)).toBe('te')
    expect(readLanguageChoice(storage)).toBe('te')
  })

  it('reads a garbled value as no choice', () => {
    expect(readLanguageChoice(memoryStorage({ [LANGUAGE_KEY]: 'xx' }))).toBe(
      null,
    )
  })

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(readLanguageChoice(broken)).toBeNull()
    expect(() => saveLanguageChoice('te', broken)).not.toThrow()
    expect(readLanguageChoice(null)).toBeNull()
  })
})

describe('arrivalRedirect', () => {
  it('takes a visitor who chose Telugu to the Telugu twin', () => {
    expect(arrivalRedirect('/gotras', 'te')).toBe('/te/gotras')
    expect(arrivalRedirect('/?code=abc#games', 'te')).toBe('/te?code=abc#games')
  })

  it('leaves everyone else, and every Telugu address, where they are', () => {
    expect(arrivalRedirect('/gotras', 'en')).toBeNull()
    expect(arrivalRedirect('/gotras', null)).toBeNull()
    expect(arrivalRedirect('/te/gotras', 'te')).toBeNull()
    expect(arrivalRedirect('/te/gotras', 'en')).toBeNull()
  })
})
