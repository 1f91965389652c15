import { useMutation, useQueryClient } from '@tanstack/react-query'

import { backendKeys, useBackend, usePlayer, type Backend } from '@/lib/backend'

/**
 * A change to the family (a profile, the PIN, the consent): on success the
 * family, the progress, the reports and the leaderboard are read afresh, so
 * every screen shows the new names, avatars and hidden players.
 */
export function useFamilyMutation<Input, Output>(
  action: (backend: Backend, input: Input) => Promise<Output>,
) {
  const backend = useBackend()
  const { refreshFamily } = usePlayer()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => action(backend, input),
    onSuccess: () =>
      Promise.all([
        refreshFamily(),
        queryClient.invalidateQueries({ queryKey: backendKeys.family() }),
        queryClient.invalidateQueries({ queryKey: backendKeys.progress() }),
        queryClient.invalidateQueries({ queryKey: backendKeys.leaderboard() }),
      ]),
  })
}
