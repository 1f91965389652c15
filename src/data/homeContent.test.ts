import { describe, expect, it } from 'vitest'

import { cultureCards } from './culture'
import { FESTIVAL_TRADITIONS_SHOWN, festivals } from './festivals'
import { heroes, heroValues } from './heroes'
import { achievementBadges, homeGames } from './homeGames'
import { homeDefinitions } from './homeStats'
import { historyStats, timeline } from './timeline'

describe('home page content counts (spec section 9)', () => {
  it.each([
    ['timeline entries', timeline.length, 5],
    ['festivals', festivals.length, 6],
    ['heroes', heroes.length, 3],
    ['games on home', homeGames.length, 4],
    ['culture cards', cultureCards.length, 4],
    ['hero values', heroValues.length, 4],
    ['history stat cards', historyStats.length, 3],
    ['badges', achievementBadges.length, 3],
  ])('%s: %i', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('shows four traditions per festival card before "...and N more"', () => {
    expect(FESTIVAL_TRADITIONS_SHOWN).toBe(4)
  })

  it('names the spec’s festivals, values, games and badges', () => {
    expect(festivals.map((festival) => festival.name)).toEqual([
      'Vasavi Jayanti',
      'Ugadi',
      'Sankranti',
      'Dasara / Navaratri',
      'Diwali (Deepavali)',
      'Ganesh Chaturthi',
    ])
    expect(heroValues.map((value) => value.name)).toEqual([
      'Sacrifice',
      'Vision',
      'Courage',
      'Service',
    ])
    // Three games of the menu (named by the game catalogue) and the explorer.
    expect(homeGames.map((game) => [game.id, game.difficulty])).toEqual([
      ['quiz', 'Easy'],
      ['memory', 'Medium'],
      ['hero_match', 'Medium'],
      ['gotra-explorer', 'Easy'],
    ])
    expect(achievementBadges.map((badge) => badge.name)).toEqual([
      'Heritage Explorer',
      'Cultural Scholar',
      'Heritage Master',
    ])
    expect(cultureCards.map((card) => card.id)).toEqual([
      'cuisine',
      'attire',
      'language',
      'values',
    ])
  })

  it('fills every field of every entry', () => {
    const entries = [...timeline, ...heroes, ...festivals, ...homeGames]
    for (const entry of entries) {
      const texts = Object.values(entry).filter(
        (value) => typeof value === 'string' || Array.isArray(value),
      )
      for (const value of texts) {
        expect(value).not.toHaveLength(0)
      }
    }
  })
})

describe('home page content follows the corrections in the content notes', () => {
  const allText = JSON.stringify({
    timeline,
    festivals,
    heroes,
    stats: historyStats.map((stat) => [stat.value, stat.label]),
    homeDefinitions,
  })

  it('dates Vasavi Jayanti to Vaishakha Shukla Dashami, not Tritiya', () => {
    const jayanti = festivals.find(
      (festival) => festival.id === 'vasavi-jayanti',
    )
    expect(jayanti?.date).toMatch(/^Vaishakha Shukla Dashami/)
    expect(allText).not.toMatch(/Tritiya/)
  })

  it('covers the five timeline periods, with 1905 about the name', () => {
    expect(timeline.map((entry) => entry.year)).toEqual([
      '10th–11th century',
      '10th–11th century',
      '11th century',
      '12th–15th century',
      'Early 1900s',
    ])
    expect(timeline[4].title).toContain('Arya Vysya')
    expect(timeline[4].historicalNote).toContain('no census in 1905')
    expect(timeline[4].historicalNote).not.toMatch(/censuses recorded/)
    expect(timeline[1].historicalNote).toContain(
      'no source we found supports it',
    )
  })

  it('tells the 102 gotras as the story tells them, not as history', () => {
    expect(timeline[2].description).toMatch(/^The story tells/)
    expect(allText).not.toMatch(/Every Arya Vysya family/)
  })

  it('never claims a trade percentage', () => {
    expect(allText).not.toMatch(/\d+\s?% (of )?trade/)
    expect(historyStats.map((stat) => stat.value)).not.toContain('60%')
  })
})
