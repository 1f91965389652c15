import { createContext, use, useCallback, type ReactNode } from 'react'

import { toast } from '@/components/ui/toastStore'
import { toBackendError } from '@/lib/backend'
import { t } from '@/lib/i18n/family'

import { familyErrorMessage } from './familyErrorMessage'

const LockContext = createContext<() => void>(() => undefined)

/** Lets the open grown-ups' area be locked again from inside it. */
export function GrownUpsLock({
  relock,
  children,
}: {
  relock: () => void
  children: ReactNode
}) {
  return <LockContext value={relock}>{children}</LockContext>
}

/**
 * What a failed change in the open area does: says what went wrong; when the
 * backend wants the PIN again (the grown-up window closed), locks the area
 * so the PIN is asked for.
 */
export function useFamilyFailure() {
  const relock = use(LockContext)
  return useCallback(
    (error: unknown) => {
      console.warn('A family change failed:', error)
      const pinAgain = toBackendError(error).kind === 'wrong-pin'
      toast({
        title: t('family.error.title'),
        description: pinAgain
          ? t('family.error.pinAgain')
          : familyErrorMessage(error),
        variant: 'destructive',
      })
      if (pinAgain) relock()
    },
    [relock],
  )
}
