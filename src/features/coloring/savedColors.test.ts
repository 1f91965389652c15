import { describe, expect, it } from 'vitest'

import { parseSavedColors, savedColorsKey } from '@/lib/coloring/savedColors'

import { serializeFills, studioStorageKey } from './studioState'

// Other features (the jigsaw) read the studio's work through
// lib/coloring/savedColors: the reader must follow the writer.
describe('the studio and lib/coloring/savedColors agree', () => {
  it('on the key and the format of saved work', () => {
    expect(savedColorsKey('lotus')).toBe(studioStorageKey('lotus'))
    const fills = { 'lotus-r01': '#ff9933', 'lotus-r02': '#138808' }
    expect(parseSavedColors(serializeFills(fills))).toEqual(fills)
  })
})
