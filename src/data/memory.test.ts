import { describe, expect, it } from 'vitest'

import { MEMORY_PICTURES, memorySymbols } from './memory'

describe('memory symbols', () => {
  it('are the 8 symbols of the spec, each with a picture and a description', () => {
    expect(memorySymbols.map((s) => s.name)).toEqual([
      'Temple',
      'Diya',
      'Kite',
      'Coconut',
      'Flower',
      'Mala',
      'Cultural Dance',
      'Jaggery',
    ])
    // Each picture is drawn once and used once.
    expect(memorySymbols.map((s) => s.picture)).toEqual(MEMORY_PICTURES)
    for (const s of memorySymbols) expect(s.description).not.toBe('')
  })
})
