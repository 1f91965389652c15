import { useCallback } from 'react'

import { toast } from '@/components/ui/toastStore'
import { useOfflineRoundsSync, type OfflineSendReport } from '@/lib/backend'
import { t } from '@/lib/i18n/t'

/**
 * Sends a signed-in player's rounds played offline when it can, and says so
 * when they are added (or one is refused: the Games page says why).
 */
export function OfflineRoundsSync() {
  const onSent = useCallback(({ added, refused }: OfflineSendReport) => {
    if (added.length > 0) {
      const points = added.reduce((sum, round) => sum + (round.points ?? 0), 0)
      toast({
        title: t.count('offlineRounds.added', added.length),
        description: t.count('offlineRounds.addedBody', points),
      })
    }
    if (refused.length > 0) {
      toast({
        title: t('offlineRounds.refused'),
        description: t('offlineRounds.refusedBody'),
      })
    }
  }, [])
  useOfflineRoundsSync(onSent)
  return null
}
