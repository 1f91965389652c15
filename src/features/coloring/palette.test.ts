import { describe, expect, it } from 'vitest'

import { colorName, DEFAULT_COLOR, MEANINGFUL_COLORS, PALETTE } from './palette'

describe('the studio palette', () => {
  it('starts with the six meaningful colours and adds a few more', () => {
    expect(MEANINGFUL_COLORS).toHaveLength(6)
    expect(PALETTE.length).toBeGreaterThan(6)
    expect(DEFAULT_COLOR).toBe('#ff9933')
  })

  it('names colours, whatever their case, and falls back for others', () => {
    expect(colorName('#FF9933', 'white')).toBe('Saffron / Orange')
    expect(colorName('#123456', 'a colour')).toBe('a colour')
    expect(colorName(undefined, 'white')).toBe('white')
  })
})
