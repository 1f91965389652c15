import { backendKeys } from './queryKeys'

/**
 * The query clients in use, kept apart from React Query itself: the auth
 * provider lives in the first load, React Query only with the features that
 * read data (QueryLayer, decision 030). When the player changes, every
 * client drops the old player's progress and refetches the leaderboard.
 */
type QueryClientLike = {
  resetQueries(filters: { queryKey: readonly unknown[] }): Promise<void>
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void>
}

const clients = new Set<QueryClientLike>()

/** Adds a client; the function it returns removes it again. */
export function registerQueryClient(client: QueryClientLike): () => void {
  clients.add(client)
  return () => clients.delete(client)
}

/**
 * Another family signed in or out, or a family changed its children: their
 * progress, reports and ranks are fetched anew.
 */
export function refetchPlayerData(): void {
  for (const client of clients) {
    void client.resetQueries({ queryKey: backendKeys.progress() })
    void client.resetQueries({ queryKey: backendKeys.offlineRounds() })
    // The family itself is read per account (familyQuery.ts), afresh on
    // each sign-in; an old account's is not read again after it left.
    void client.resetQueries({ queryKey: backendKeys.familyReport() })
    void client.invalidateQueries({ queryKey: backendKeys.leaderboard() })
  }
}
