import { describe, expect, it } from 'vitest'

import { SITE_COUNTS } from '@/data/siteCounts'
import { GAME_TYPES } from '@/lib/backend'

import { GAMES } from './registry'

describe('the game registry', () => {
  it('holds every game of the scoring rules once, and no other', () => {
    const ids = GAMES.map((game) => game.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual([...GAME_TYPES].sort())
  })

  it('has as many games as the home page counts', () => {
    expect(GAMES).toHaveLength(SITE_COUNTS.games)
  })

  it('lists the games of the spec first, then the puzzles', () => {
    const sections = GAMES.map((game) => game.section)
    expect(sections).toEqual(
      sections.toSorted((a, b) => (a === b ? 0 : a === 'classic' ? -1 : 1)),
    )
    expect(sections).toContain('classic')
    expect(sections).toContain('puzzle')
  })

  it.each(GAMES.map((game) => [game.id, game] as const))(
    '%s: loads its component',
    async (_id, game) => {
      await expect(game.load()).resolves.toBeTypeOf('function')
    },
  )
})
