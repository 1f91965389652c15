import { describe, expect, it } from 'vitest'

import { festivalFoods } from '@/data/festivalFoods'
import {
  FESTIVALS_PER_ROUND,
  festivalPairs,
  HERO_SET_IDS,
  MATCHING_FOOD_IDS,
} from '@/data/matching'
import { showTelugu } from '@/test/telugu'

import { seededRandom } from '../shared/seededRandom'
import { matchingGame } from './matchingGames'
import {
  FESTIVAL_IDS,
  lastPlayedOf,
  nextMatchingContent,
  type MatchingContent,
} from './matchingRounds'

/** Plays `rounds` rounds in a row, each after the one before. */
function playRounds(kind: 'festival' | 'hero', rounds: number, seed = 1) {
  const random = seededRandom(seed)
  const played: MatchingContent[] = []
  let last = {}
  for (let round = 0; round < rounds; round += 1) {
    const content = nextMatchingContent(kind, last, random)
    played.push(content)
    last = lastPlayedOf(content)
  }
  return played
}

const festivalsOf = (content: MatchingContent) =>
  content.kind === 'festival' ? content.festivals : []
/** The festivals' rounds of `rounds` Festival Matching rounds. */
const festivalRounds = (rounds: number, seed = 1) =>
  playRounds('festival', rounds, seed).filter((c) => c.kind === 'festival')

describe('Festival Matching rounds', () => {
  it('play festivals and festival foods in turn', () => {
    expect(playRounds('festival', 5).map((c) => c.kind)).toEqual([
      'festival',
      'foods',
      'festival',
      'foods',
      'festival',
    ])
  })

  it('play the four festival foods under Festival Matching’s title', () => {
    const config = matchingGame({ kind: 'foods', festivals: [] })
    expect(config.gameType).toBe('festival_match')
    expect(config.titleKey).toBe('games.festival_match.title')
    expect(config.setKey).toBe('games.festival.set.foods')
    expect(config.pairs.map((p) => p.id)).toEqual(
      MATCHING_FOOD_IDS.map((id) => `food-${id}`),
    )
    for (const pair of config.pairs) {
      const food = festivalFoods.find((f) => `food-${f.id}` === pair.id)
      expect([pair.left, pair.right]).toEqual([food?.name, food?.about])
    }
  })

  it('play 4 distinct festivals of the 6', () => {
    expect(FESTIVAL_IDS).toHaveLength(6)
    for (const content of festivalRounds(200)) {
      const festivals = festivalsOf(content)
      expect(festivals).toHaveLength(FESTIVALS_PER_ROUND)
      expect(new Set(festivals).size).toBe(FESTIVALS_PER_ROUND)
      for (const id of festivals) expect(FESTIVAL_IDS).toContain(id)
    }
  })

  it('change their four from one round to the next, and show all six', () => {
    // A round of foods between two of festivals does not change that.
    const rounds = festivalRounds(50).map(festivalsOf)
    rounds.slice(1).forEach((festivals, i) => {
      expect(festivals).not.toEqual(rounds[i])
    })
    expect(new Set(rounds.slice(0, 2).flat()).size).toBe(6)
  })

  it('make a round of four pairs, each festival with its own description', () => {
    for (const content of festivalRounds(20, 5)) {
      const { pairs, pictures, gameType } = matchingGame(content)
      expect(gameType).toBe('festival_match')
      expect(pairs).toHaveLength(4)
      for (const pair of pairs) {
        const source = festivalPairs.find((p) => p.festival === pair.left)
        expect(pair.right).toBe(source?.description)
        expect(pictures[pair.id]).toBeDefined()
      }
    }
  })
})

describe('Hero Matching rounds', () => {
  it('play heroes and sages in turn', () => {
    const sets = playRounds('hero', 5).map((content) =>
      content.kind === 'hero' ? content.set : '',
    )
    expect(sets).toEqual(['heroes', 'sages', 'heroes', 'sages', 'heroes'])
  })

  it('show heroes and sages only, never a food', () => {
    const foods = new Set<string>(festivalFoods.map((f) => f.name))
    for (const content of playRounds('hero', 6)) {
      const config = matchingGame(content)
      expect(config.titleKey).toBe('games.hero_match.title')
      for (const pair of config.pairs) {
        expect(pair.id).toMatch(/^(hero|sage)-/)
        expect(foods.has(pair.left)).toBe(false)
      }
    }
    // A child whose last round was the old foods set starts again at heroes.
    expect(
      nextMatchingContent('hero', { hero_match: 'foods' }, Math.random),
    ).toEqual({ kind: 'hero', set: 'heroes' })
  })

  it.each(HERO_SET_IDS)(
    'the %s set makes a round of four distinct pairs, sending the same value',
    (set) => {
      const config = matchingGame({ kind: 'hero', set })
      expect(config.gameType).toBe('hero_match')
      expect(config.pairs).toHaveLength(4)
      for (const side of ['id', 'left', 'right'] as const) {
        expect(new Set(config.pairs.map((p) => p[side])).size).toBe(4)
      }
      expect(config.setKey).toBe(`games.hero.set.${set}`)
    },
  )
})

describe('a matching round in the Telugu edition', () => {
  const TELUGU_LETTER = /[\u0C00-\u0C7F]/
  const contents: MatchingContent[] = [
    ...playRounds('festival', 3, 9),
    { kind: 'foods', festivals: [] },
    ...HERO_SET_IDS.map((set) => ({ kind: 'hero' as const, set })),
  ]

  it('plays the same pairs, in Telugu, paired as in English', async () => {
    const english = contents.map((content) => matchingGame(content).pairs)
    await showTelugu()
    contents.forEach((content, index) => {
      const telugu = matchingGame(content).pairs
      // The same ids in the same order: the same pairs and the same score.
      expect(telugu.map((p) => p.id)).toEqual(english[index]?.map((p) => p.id))
      for (const pair of telugu) {
        expect(pair.left).toMatch(TELUGU_LETTER)
        expect(pair.right).toMatch(TELUGU_LETTER)
      }
    })
  })
})
