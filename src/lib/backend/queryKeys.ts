/** React Query keys of the backend's reads (no React Query import needed). */
export const backendKeys = {
  progress: () => ['progress'] as const,
  /** `['leaderboard']` covers every leaderboard read, the own rank too. */
  leaderboard: (limit?: number) =>
    limit === undefined
      ? (['leaderboard'] as const)
      : (['leaderboard', 'top', limit] as const),
  myRank: () => ['leaderboard', 'me'] as const,
}
