import { describe, expect, it } from 'vitest'

import { navLayout } from './navLayout'

describe('navLayout', () => {
  it('shows the top bar links from lg in English and from xl in Telugu', () => {
    expect(navLayout('en')).toMatchObject({
      links: 'hidden lg:block',
      menu: 'lg:hidden',
    })
    expect(navLayout('te')).toMatchObject({
      links: 'hidden xl:block',
      menu: 'xl:hidden',
    })
  })

  it('switches the links and the menu button at the same width', () => {
    for (const language of ['en', 'te'] as const) {
      const { links, side, player, menu } = navLayout(language)
      const at = menu.split(':')[0]
      for (const classes of [links, side, player]) {
        expect(classes).toContain(`${at}:`)
      }
    }
  })
})
