import { describe, expect, it } from 'vitest'

import {
  parseStoredFills,
  readSavedColors,
  serializeFills,
  studioStorageKey,
} from './savedColors'

describe('saving work on this device', () => {
  it('round-trips fills through a versioned string', () => {
    const fills = { 'diya-r01': '#ff9933', 'diya-r02': '#ffffff' }
    expect(parseStoredFills(serializeFills(fills))).toEqual({
      status: 'ok',
      value: fills,
    })
    expect(studioStorageKey('diya')).toBe('vasavi-kids:coloring:diya')
  })

  it.each([
    ['broken JSON', '{not json'],
    ['truncated', '{"version":1,"fills":{"a":"#fff'],
    ['a list', '[1,2]'],
    ['another version', '{"version":2,"fills":{"a":"#ffffff"}}'],
    ['no version', '{"fills":{"a":"#ffffff"}}'],
    ['fills that are a list', '{"version":1,"fills":["#ffffff"]}'],
  ])('reads %s saved work as unreadable', (_what, text) => {
    expect(parseStoredFills(text)).toEqual({ status: 'unreadable' })
  })

  it('keeps good fills and drops bad colours (salvaged) or lost regions', () => {
    expect(
      parseStoredFills(
        '{"version":1,"fills":{"a":"#ffffff","b":"url(x)","c":7,"gone":"#000000"}}',
        new Set(['a', 'b', 'c']),
      ),
    ).toEqual({ status: 'salvaged', value: { a: '#ffffff' } })
    expect(
      parseStoredFills(
        '{"version":1,"fills":{"a":"#ffffff","gone":"#000000"}}',
        new Set(['a']),
      ),
    ).toEqual({ status: 'migrated', value: { a: '#ffffff' } })
  })
})

/** A Storage with some items, that records what is written to it. */
function storageWith(items: Record<string, string>) {
  const store = new Map(Object.entries(items))
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    store,
  }
}

describe('readSavedColors (the jigsaw reads the studio’s work)', () => {
  it('reads a page’s colours, keeping only the regions asked for', () => {
    const storage = storageWith({
      [studioStorageKey('kite')]: serializeFills({
        'kite-r01': '#138808',
        'kite-r02': '#ff9933',
      }),
    })
    expect(readSavedColors('kite', undefined, storage)).toEqual({
      'kite-r01': '#138808',
      'kite-r02': '#ff9933',
    })
    expect(readSavedColors('kite', new Set(['kite-r02']), storage)).toEqual({
      'kite-r02': '#ff9933',
    })
    expect(readSavedColors('diya', undefined, storage)).toEqual({})
    // Reading does not rewrite good work.
    expect(storage.store.size).toBe(1)
  })

  it('gives no colours without storage, or for unreadable work', () => {
    expect(readSavedColors('kite', undefined, null)).toEqual({})
    const storage = storageWith({ [studioStorageKey('kite')]: '{not json' })
    expect(readSavedColors('kite', undefined, storage)).toEqual({})
  })
})
