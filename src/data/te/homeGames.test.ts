import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../homeGames'
import * as telugu from './homeGames'

const DATA_KEYS = ['id', 'difficulty', 'destination', 'action']

describe('te/homeGames.ts', () => {
  it('has the four games, three activities and three badges of English, with the same data', () => {
    for (const name of [
      'homeGames',
      'extraActivities',
      'achievementBadges',
    ] as const) {
      expect(structureProblems(english[name], telugu[name], DATA_KEYS)).toEqual(
        [],
      )
    }
  })

  it('labels every difficulty in Telugu', () => {
    const difficulties = [
      ...new Set(english.homeGames.map((game) => game.difficulty)),
    ]
    expect(Object.keys(telugu.difficultyLabels).sort()).toEqual(
      difficulties.sort(),
    )
    for (const label of Object.values(telugu.difficultyLabels)) {
      expect(label).toMatch(/^[\u0C00-\u0C7F]+$/)
    }
  })

  it('names the badges with the glossary’s badge names', () => {
    expect(telugu.achievementBadges.map((badge) => badge.name)).toEqual([
      'వారసత్వ అన్వేషి',
      'సంస్కృతి జ్ఞాని',
      'వారసత్వ గురువు',
    ])
  })
})
