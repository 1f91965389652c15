import { describe, expect, it } from 'vitest'

import { SITE_COUNTS } from '@/data/siteCounts'

import { GAME_IDS } from '@/lib/games/gameCatalogue'

describe('the games menu', () => {
  it('has as many games as the home page counts', () => {
    expect(GAME_IDS).toHaveLength(SITE_COUNTS.games)
  })
})
