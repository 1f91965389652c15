import { useEffect, useSyncExternalStore } from 'react'

import { toast } from '@/components/ui/toastStore'
import { t } from '@/lib/i18n/t'
import {
  acknowledgeStorageProblem,
  getNoStorageProblems,
  getStorageProblems,
  subscribeStorageProblems,
} from '@/lib/storage/storageNotices'

/**
 * The one short notice about this browser's storage (decision 027): saved
 * data that could not be read was set aside, or a write did not fit. Each
 * shows once a visit, as a toast; the page itself carries on.
 */
export function StorageNotice() {
  const problems = useSyncExternalStore(
    subscribeStorageProblems,
    getStorageProblems,
    getNoStorageProblems,
  )

  useEffect(() => {
    for (const problem of problems) {
      toast(
        problem === 'full'
          ? {
              title: t('storage.fullTitle'),
              description: t('storage.fullBody'),
              durationMs: 10_000,
            }
          : {
              title: t('storage.setAsideTitle'),
              description: t('storage.setAsideBody'),
              durationMs: 10_000,
            },
      )
      acknowledgeStorageProblem(problem)
    }
  }, [problems])

  return null
}
