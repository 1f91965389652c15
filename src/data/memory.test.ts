import { describe, expect, it } from 'vitest'

import { memorySymbols } from './memory'

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
    expect(new Set(memorySymbols.map((s) => s.symbol)).size).toBe(8)
    for (const s of memorySymbols) expect(s.description).not.toBe('')
  })
})
