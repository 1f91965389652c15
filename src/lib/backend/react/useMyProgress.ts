import { useQuery } from '@tanstack/react-query'

import { useBackend } from './BackendContext'
import { usePlayer } from './PlayerContext'
import { progressQueryOptions } from './queries'

/** The progress of whoever plays on this device: the chosen child or a guest. */
export function useMyProgress() {
  const { loading, player } = usePlayer()
  return useQuery({
    ...progressQueryOptions(useBackend(), player?.id ?? null),
    enabled: !loading,
  })
}
