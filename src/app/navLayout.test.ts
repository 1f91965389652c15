import { describe, expect, it } from 'vitest'

import { BAR_FROM, NAV_LAYOUT } from './navLayout'

describe('NAV_LAYOUT', () => {
  it('switches the links, the side controls and the menu button at the same width', () => {
    const at = `min-[${BAR_FROM.bar}px]:`
    expect(NAV_LAYOUT.links).toBe(`hidden ${at}block`)
    expect(NAV_LAYOUT.side).toBe(`hidden ${at}flex`)
    expect(NAV_LAYOUT.player).toBe(`hidden ${at}flex`)
    expect(NAV_LAYOUT.menu).toBe(`${at}hidden`)
  })

  it('hides the site name beside the logo only between the bar and the name widths', () => {
    expect(BAR_FROM.name).toBeGreaterThan(BAR_FROM.bar)
    expect(NAV_LAYOUT.name).toBe(
      `min-[${BAR_FROM.bar}px]:max-[${BAR_FROM.name - 0.02}px]:hidden`,
    )
  })
})
