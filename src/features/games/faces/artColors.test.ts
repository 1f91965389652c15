import { describe, expect, it } from 'vitest'

import config from '../../../../tailwind.config'
import { ART } from './artColors'

/** Every colour of the theme, as lower-case hex. */
function themeColours(): Set<string> {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(value.toLowerCase())
    else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk)
    }
  }
  walk(config.theme.extend.colors)
  return found
}

describe('the colours of the game pictures', () => {
  it('are all colours of the site theme', () => {
    const theme = themeColours()
    const strangers = Object.entries(ART).filter(
      ([, hex]) => !theme.has(hex.toLowerCase()),
    )
    expect(strangers).toEqual([])
  })
})
