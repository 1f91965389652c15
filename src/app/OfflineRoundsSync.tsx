import { useCallback } from 'react'

import { toast } from '@/components/ui/toastStore'
import { useOfflineRoundsSync, type OfflineSendReport } from '@/lib/backend'
import { shellText } from '@/lib/i18n/shell'

/**
 * Sends a signed-in player's rounds played offline when it can, and says so
 * when they are added (or one is refused: the Games page says why).
 */
export function OfflineRoundsSync() {
  const onSent = useCallback(({ added, refused }: OfflineSendReport) => {
    if (added.length > 0) {
      const points = added.reduce((sum, round) => sum + (round.points ?? 0), 0)
      toast({
        title: shellText.count('offlineRounds.added', added.length),
        description: shellText.count('offlineRounds.addedBody', points),
      })
    }
    if (refused.length > 0) {
      toast({
        title: shellText('offlineRounds.refused'),
        description: shellText('offlineRounds.refusedBody'),
      })
    }
  }, [])
  useOfflineRoundsSync(onSent)
  return null
}
