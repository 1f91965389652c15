import { describe, expect, it } from 'vitest'

import {
  EMPTY_PROGRESS,
  GAME_TYPES,
  type ChildReport,
  type GameType,
} from '@/lib/backend'

import { summaryFromReport } from './summaryFromReport'

/** Every game at 0 rounds: the report counts each game, played or not. */
const NO_ROUNDS = Object.fromEntries(
  GAME_TYPES.map((type) => [type, 0]),
) as Record<GameType, number>

const report: ChildReport = {
  profile: {
    id: 'kid',
    funName: 'Sunny',
    avatar: 'lotus',
    ageBand: null,
    hiddenFromLeaderboard: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  progress: {
    ...EMPTY_PROGRESS,
    totalScore: 40,
    quizBest: 11,
    memoryBest: 12,
    completedGameTypes: ['quiz', 'memory'],
    badges: ['heritage_explorer'],
  },
  badges: [
    { id: 'cultural_scholar', earnedAt: '2026-03-01T00:00:00.000Z' },
    { id: 'heritage_explorer', earnedAt: '2026-02-01T00:00:00.000Z' },
  ],
  roundsByGame: {
    ...NO_ROUNDS,
    quiz: 3,
    memory: 2,
    story: 1,
  },
  lastPlayedAt: '2026-03-02T00:00:00.000Z',
  // Only the recent rounds: the totals must not be worked out from these.
  recentRounds: [
    {
      gameType: 'quiz',
      value: 2,
      points: 2,
      playedAt: '2026-03-02T00:00:00.000Z',
    },
  ],
}

describe('summaryFromReport', () => {
  it('takes the all-time totals, not the recent rounds', () => {
    expect(summaryFromReport(report)).toEqual({
      totalPoints: 40,
      totalRounds: 6,
      roundsByGame: report.roundsByGame,
      bestQuiz: 11,
      bestMemoryMoves: 12,
      lastPlayedAt: '2026-03-02T00:00:00.000Z',
      badges: [
        { id: 'heritage_explorer', earnedAt: '2026-02-01T00:00:00.000Z' },
        { id: 'cultural_scholar', earnedAt: '2026-03-01T00:00:00.000Z' },
      ],
    })
  })
})
