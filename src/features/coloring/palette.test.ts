import { describe, expect, it } from 'vitest'

import { colorMeanings } from '@/data/te/coloring'
import { showTelugu } from '@/test/telugu'

import { colorName, DEFAULT_COLOR, palette } from './palette'

describe('the studio palette', () => {
  it('starts with the six meaningful colours and adds a few more', () => {
    const { meaningful, all } = palette()
    expect(meaningful).toHaveLength(6)
    expect(all.length).toBeGreaterThan(6)
    expect(DEFAULT_COLOR).toBe('#ff9933')
  })

  it('names the colours in Telugu on a Telugu page, with the same shades', async () => {
    const english = palette()
    await showTelugu()
    const telugu = palette()
    expect(telugu.all.map((c) => c.hex)).toEqual(english.all.map((c) => c.hex))
    expect(colorName('#FF9933', 'white')).toBe(colorMeanings[0]?.color)
    expect(colorName('#FF9933', 'white')).not.toBe('Saffron / Orange')
  })

  it('names colours, whatever their case, and falls back for others', () => {
    expect(colorName('#FF9933', 'white')).toBe('Saffron / Orange')
    expect(colorName('#123456', 'a colour')).toBe('a colour')
    expect(colorName(undefined, 'white')).toBe('white')
  })
})
