import { GAME_TYPES, type GameType } from '@/lib/backend'

/**
 * One finished round of a child: `value` is what the game sent (the quiz its
 * correct answers, the memory game its moves, the others 1); `playedAt` an
 * ISO 8601 timestamp.
 */
export type StatsRound = {
  gameType: GameType
  points: number
  value: number
  playedAt: string
}

/** A badge with the moment it was earned (ISO 8601). */
export type StatsBadge = { id: string; earnedAt: string }

/** What the grown-ups' area shows for one child. */
export type ChildSummary<Badge extends StatsBadge = StatsBadge> = {
  totalPoints: number
  totalRounds: number
  /** Every game type, 0 for those not played. */
  roundsByGame: Record<GameType, number>
  /** Most correct answers in one quiz; null before the first quiz. */
  bestQuiz: number | null
  /** Fewest moves in one memory game; null before the first. */
  bestMemoryMoves: number | null
  /** The latest `playedAt`, as given; null before the first round. */
  lastPlayedAt: string | null
  /** Oldest first (the order they were earned). */
  badges: Badge[]
}

/** Milliseconds since 1970, or null for a date that does not parse. */
export function timeOf(iso: string): number | null {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? null : time
}

/**
 * A child's totals, per-game counts, bests, last round and badges, from all
 * of their rounds. Timestamps are compared as instants, so rounds saved with
 * different UTC offsets order correctly; a round whose date does not parse
 * still counts, but never as the last one played.
 */
export function summarizeChild<Badge extends StatsBadge>(
  rounds: readonly StatsRound[],
  badges: readonly Badge[],
): ChildSummary<Badge> {
  const roundsByGame = Object.fromEntries(
    GAME_TYPES.map((type) => [type, 0]),
  ) as Record<GameType, number>
  let totalPoints = 0
  let bestQuiz: number | null = null
  let bestMemoryMoves: number | null = null
  let last: { at: string; time: number } | null = null

  for (const round of rounds) {
    totalPoints += round.points
    roundsByGame[round.gameType] += 1
    if (round.gameType === 'quiz') {
      bestQuiz = Math.max(bestQuiz ?? round.value, round.value)
    }
    if (round.gameType === 'memory') {
      bestMemoryMoves = Math.min(bestMemoryMoves ?? round.value, round.value)
    }
    const time = timeOf(round.playedAt)
    if (time !== null && (last === null || time > last.time)) {
      last = { at: round.playedAt, time }
    }
  }

  return {
    totalPoints,
    totalRounds: rounds.length,
    roundsByGame,
    bestQuiz,
    bestMemoryMoves,
    lastPlayedAt: last?.at ?? null,
    badges: sortByEarned(badges),
  }
}

/** Oldest first; badges earned at the same moment (or undated) by id. */
function sortByEarned<Badge extends StatsBadge>(
  badges: readonly Badge[],
): Badge[] {
  const key = (badge: Badge) => timeOf(badge.earnedAt) ?? Infinity
  return [...badges].sort((a, b) => key(a) - key(b) || a.id.localeCompare(b.id))
}
