import { describe, expect, it } from 'vitest'

import { summarizeChild, type StatsRound } from './summarizeChild'

const round = (
  gameType: StatsRound['gameType'],
  value: number,
  points: number,
  playedAt: string,
): StatsRound => ({ gameType, value, points, playedAt })

describe('summarizeChild', () => {
  it('gives zeros and nulls before the first round', () => {
    expect(summarizeChild([], [])).toEqual({
      totalPoints: 0,
      totalRounds: 0,
      roundsByGame: {
        quiz: 0,
        memory: 0,
        festival_match: 0,
        hero_match: 0,
        story: 0,
      },
      bestQuiz: null,
      bestMemoryMoves: null,
      lastPlayedAt: null,
      badges: [],
    })
  })

  it('adds up points and counts rounds per game, every game listed', () => {
    const summary = summarizeChild(
      [
        round('quiz', 7, 7, '2025-11-03T10:00:00Z'),
        round('quiz', 12, 12, '2025-11-04T10:00:00Z'),
        round('memory', 14, 10, '2025-11-05T10:00:00Z'),
        round('story', 1, 3, '2025-11-06T10:00:00Z'),
      ],
      [],
    )
    expect(summary.totalPoints).toBe(32)
    expect(summary.totalRounds).toBe(4)
    expect(summary.roundsByGame).toEqual({
      quiz: 2,
      memory: 1,
      festival_match: 0,
      hero_match: 0,
      story: 1,
    })
  })

  it('keeps the most quiz answers and the fewest memory moves', () => {
    const summary = summarizeChild(
      [
        round('quiz', 9, 9, '2025-11-01T10:00:00Z'),
        round('quiz', 0, 0, '2025-11-02T10:00:00Z'),
        round('quiz', 11, 11, '2025-11-03T10:00:00Z'),
        round('memory', 20, 4, '2025-11-01T10:00:00Z'),
        round('memory', 9, 15, '2025-11-02T10:00:00Z'),
        round('memory', 16, 8, '2025-11-03T10:00:00Z'),
      ],
      [],
    )
    expect(summary.bestQuiz).toBe(11)
    expect(summary.bestMemoryMoves).toBe(9)
  })

  it('counts a quiz of 0 correct as a best of 0, not as never played', () => {
    const summary = summarizeChild(
      [round('quiz', 0, 0, '2025-11-01T10:00:00Z')],
      [],
    )
    expect(summary.bestQuiz).toBe(0)
    expect(summary.bestMemoryMoves).toBeNull()
  })

  it('finds the last round by instant, whatever the order and UTC offset', () => {
    const summary = summarizeChild(
      [
        round('story', 1, 3, '2025-11-10T09:00:00+05:30'), // 03:30 UTC
        round('story', 1, 3, '2025-11-10T04:00:00Z'),
        round('story', 1, 3, '2025-11-10T08:00:00+05:30'), // 02:30 UTC
        round('story', 1, 3, 'not a date'),
      ],
      [],
    )
    expect(summary.lastPlayedAt).toBe('2025-11-10T04:00:00Z')
    expect(summary.totalRounds).toBe(4)
  })

  it('lists badges in the order they were earned, without changing the input', () => {
    const badges = [
      { id: 'heritage_master', earnedAt: '2025-11-12T10:00:00Z' },
      { id: 'heritage_explorer', earnedAt: '2025-10-01T08:00:00Z' },
      { id: 'cultural_scholar', earnedAt: '2025-11-12T10:00:00Z' },
    ]
    const summary = summarizeChild([], badges)
    expect(summary.badges.map((badge) => badge.id)).toEqual([
      'heritage_explorer',
      'cultural_scholar',
      'heritage_master',
    ])
    expect(badges[0]?.id).toBe('heritage_master')
  })
})
