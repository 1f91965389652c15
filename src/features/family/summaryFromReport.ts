import type { ChildReport, EarnedBadge } from '@/lib/backend'

import type { ChildSummary } from './stats/summarizeChild'

/**
 * The family-kit summary card's data from a backend report. The report's
 * totals are all-time (the server's `player_stats`), while its rounds cover
 * only the last 8 weeks, so the summary is taken from the totals rather than
 * worked out again from the rounds.
 */
export function summaryFromReport(
  report: ChildReport,
): ChildSummary<EarnedBadge> {
  const { progress, roundsByGame } = report
  return {
    totalPoints: progress.totalScore,
    totalRounds: Object.values(roundsByGame).reduce((sum, n) => sum + n, 0),
    roundsByGame,
    bestQuiz: progress.quizBest,
    bestMemoryMoves: progress.memoryBest,
    lastPlayedAt: report.lastPlayedAt,
    badges: report.badges.toSorted((a, b) =>
      a.earnedAt.localeCompare(b.earnedAt),
    ),
  }
}
