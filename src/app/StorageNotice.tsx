import { useEffect, useSyncExternalStore } from 'react'

import { toast } from '@/components/ui/toastStore'
import { shellText } from '@/lib/i18n/shell'
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
              title: shellText('storage.fullTitle'),
              description: shellText('storage.fullBody'),
              durationMs: 10_000,
            }
          : {
              title: shellText('storage.setAsideTitle'),
              description: shellText('storage.setAsideBody'),
              durationMs: 10_000,
            },
      )
      acknowledgeStorageProblem(problem)
    }
  }, [problems])

  return null
}
