import { describe, expect, it, vi } from 'vitest'

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
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

describe('the stored language choice', () => {
  it('accepts only the two editions', () => {
    expect(parseStoredLanguage('te')).toEqual({ status: 'ok', value: 'te' })
    expect(parseStoredLanguage('en')).toEqual({ status: 'ok', value: 'en' })
    for (const raw of ['', 'TE', 'telugu', '"te"', '{}']) {
      expect(parseStoredLanguage(raw)).toEqual({ status: 'unreadable' })
    }
  })

  it('is saved and read back under its key', () => {
    const storage = memoryStorage()
    expect(readLanguageChoice(storage)).toBeNull()
    saveLanguageChoice('te', storage)
    expect(storage.items.get(LANGUAGE_KEY)).toBe('te')
    expect(readLanguageChoice(storage)).toBe('te')
  })

  it('reads a garbled value as no choice, and sets it aside', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = memoryStorage({ [LANGUAGE_KEY]: 'xx' })
    expect(readLanguageChoice(storage)).toBeNull()
    expect(storage.items.get(`${LANGUAGE_KEY}:corrupt`)).toBe('xx')
    expect(storage.items.has(LANGUAGE_KEY)).toBe(false)
  })

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
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
