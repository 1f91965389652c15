import { describe, expect, it } from 'vitest'

import { accountItems } from './accountItems'

describe('accountItems', () => {
  it('offers switching player, the grown-ups area and the leaderboard, and no sign-out', () => {
    expect(accountItems(true)).toEqual([
      { id: 'players', labelKey: 'family.nav.switch', href: '/players' },
      {
        id: 'grown-ups',
        labelKey: 'family.players.grownUps',
        href: '/family',
      },
      { id: 'leaderboard', labelKey: 'nav.leaderboard', href: '/leaderboard' },
    ])
  })

  it('asks who is playing before a player is chosen', () => {
    expect(accountItems(false)[0]).toMatchObject({
      labelKey: 'family.nav.whoIsPlaying',
      href: '/players',
    })
  })
})
