/** React Query keys of the backend's reads (no React Query import needed). */
export const backendKeys = {
  /** `['progress']` covers every child's and the guest's progress. */
  progress: (profileId?: string | null) =>
    profileId === undefined
      ? (['progress'] as const)
      : (['progress', profileId ?? 'guest'] as const),
  /** `['family']` covers the family's reads, the report too. */
  family: () => ['family'] as const,
  familyReport: () => ['family', 'report'] as const,
  /** When the parent PIN's lock ends. */
  pinLock: () => ['family', 'pin-lock'] as const,
  /** What each child learnt in the quiz (the last 8 weeks). */
  familyLearning: () => ['family', 'learning'] as const,
  /** The signed-in family itself (its parent's side and its children). */
  familyOf: (userId?: string) =>
    userId === undefined
      ? (['family', 'profiles'] as const)
      : (['family', 'profiles', userId] as const),
  /** `['leaderboard']` covers every leaderboard read, the own rank too. */
  leaderboard: (limit?: number) =>
    limit === undefined
      ? (['leaderboard'] as const)
      : (['leaderboard', 'top', limit] as const),
  myRank: (profileId: string) => ['leaderboard', 'me', profileId] as const,
  /** The signed-in family's rounds kept on this device for the server. */
  offlineRounds: () => ['offline-rounds'] as const,
}
