import { lazy } from 'react'

import { SuspenseInEdition } from '@/components/SuspenseInEdition'
import { useAuth, useBackendKind } from '@/lib/backend'

const OfflineRoundsSync = lazy(() =>
  import('./OfflineRoundsSync').then((module) => ({
    default: module.OfflineRoundsSync,
  })),
)

/**
 * Rounds played offline wait on the device only for a signed-in Supabase
 * player (decision 027), so only then does the sender load.
 */
export function OfflineRoundsSyncGate() {
  const kind = useBackendKind()
  const signedIn = useAuth().user !== null
  if (!signedIn || kind !== 'supabase') return null
  return (
    <SuspenseInEdition fallback={null}>
      <OfflineRoundsSync />
    </SuspenseInEdition>
  )
}
