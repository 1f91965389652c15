import { describe, expect, it } from 'vitest'

import {
  parseSavedColors,
  readSavedColors,
  savedColorsKey,
} from './savedColors'

const saved = (fills: unknown, version: unknown = 1) =>
  JSON.stringify({ version, fills })

describe('parseSavedColors', () => {
  it('reads the studio format and keeps only colours of known regions', () => {
    expect(
      parseSavedColors(
        saved({ a: '#ff9933', b: 'url(x)', c: 7, gone: '#000000' }),
        new Set(['a', 'b', 'c']),
      ),
    ).toEqual({ a: '#ff9933' })
    expect(parseSavedColors(saved({ a: '#ff9933' }))).toEqual({ a: '#ff9933' })
  })

  it('gives no colours for anything else', () => {
    expect(parseSavedColors(null)).toEqual({})
    expect(parseSavedColors('{not json')).toEqual({})
    expect(parseSavedColors('"text"')).toEqual({})
    expect(parseSavedColors(saved({ a: '#ffffff' }, 2))).toEqual({})
    expect(parseSavedColors(saved(null))).toEqual({})
  })
})

describe('readSavedColors', () => {
  it('reads one page from storage, and nothing from blocked storage', () => {
    const items = new Map([[savedColorsKey('kite'), saved({ k1: '#138808' })]])
    const storage = { getItem: (key: string) => items.get(key) ?? null }
    expect(savedColorsKey('kite')).toBe('vasavi-kids:coloring:kite')
    expect(readSavedColors('kite', undefined, storage)).toEqual({
      k1: '#138808',
    })
    expect(readSavedColors('diya', undefined, storage)).toEqual({})
    const blocked = {
      getItem: (): string | null => {
        throw new Error('SecurityError')
      },
    }
    expect(readSavedColors('kite', undefined, blocked)).toEqual({})
  })
})
