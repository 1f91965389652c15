import { afterEach, describe, expect, it } from 'vitest'

import {
  alternatesOf,
  englishPath,
  getActiveLanguage,
  isLanguage,
  languageOfPath,
  localHref,
  localizePath,
  setActiveLanguage,
} from './language'

describe('languageOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/gotras', 'en'],
    ['/tea-party', 'en'],
    ['/terms-of-use', 'en'],
    ['/te', 'te'],
    ['/te/', 'te'],
    ['/te/gotra/kashyapa', 'te'],
    ['/te#games', 'te'],
    ['/te?x=1', 'te'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language)
  })
})

describe('localizePath', () => {
  it.each([
    ['/', '/te'],
    ['/#games', '/te#games'],
    ['/gotras', '/te/gotras'],
    ['/gotra/kashyapa?x=1#story', '/te/gotra/kashyapa?x=1#story'],
    ['/terms-of-use', '/te/terms-of-use'],
  ])('%s in Telugu is %s, and back', (english, telugu) => {
    expect(localizePath(english, 'te')).toBe(telugu)
    expect(localizePath(telugu, 'en')).toBe(english)
    expect(englishPath(telugu)).toBe(english)
  })

  it('is idempotent', () => {
    expect(localizePath('/te/gotras', 'te')).toBe('/te/gotras')
    expect(localizePath('/gotras', 'en')).toBe('/gotras')
    expect(localizePath('/te', 'te')).toBe('/te')
  })

  it('leaves links that are not site paths alone', () => {
    for (const href of [
      '#top',
      'https://example.org/x',
      'mailto:a@b.c',
      '//cdn.example/x',
    ]) {
      expect(localizePath(href, 'te')).toBe(href)
    }
  })

  it('does not take an English page that starts with "te" for Telugu', () => {
    expect(englishPath('/tea')).toBe('/tea')
    expect(localizePath('/tea', 'te')).toBe('/te/tea')
  })
})

describe('alternatesOf', () => {
  it('names both editions and English as x-default, from either edition', () => {
    const expected = [
      { hreflang: 'en', path: '/gotras' },
      { hreflang: 'te', path: '/te/gotras' },
      { hreflang: 'x-default', path: '/gotras' },
    ]
    expect(alternatesOf('/gotras')).toEqual(expected)
    expect(alternatesOf('/te/gotras')).toEqual(expected)
    expect(alternatesOf('/te')[1]).toEqual({ hreflang: 'te', path: '/te' })
  })
})

describe('the active language', () => {
  afterEach(() => setActiveLanguage('en'))

  it('starts English and localizes hrefs once set to Telugu', () => {
    expect(getActiveLanguage()).toBe('en')
    expect(localHref('/games')).toBe('/games')
    setActiveLanguage('te')
    expect(localHref('/games')).toBe('/te/games')
    expect(localHref('/te/games')).toBe('/te/games')
  })

  it('accepts only the two languages', () => {
    expect(isLanguage('te')).toBe(true)
    expect(isLanguage('en')).toBe(true)
    expect(isLanguage('hi')).toBe(false)
    expect(isLanguage(null)).toBe(false)
  })
})
