import { createContext, use, useCallback, type ReactNode } from 'react'

import { toast, type ToastInput } from '@/components/ui/toastStore'
import { toBackendError } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import { familyErrorToast } from './familyErrorMessage'

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

/** The backend wants the PIN again: the grown-up window has closed. */
const wantsPinAgain = (error: unknown) =>
  toBackendError(error).kind === 'wrong-pin'

/** What a failed change in the open area says. */
export function openAreaFailureToast(error: unknown): ToastInput {
  return wantsPinAgain(error)
    ? familyErrorToast(error, familyText('family.error.pinAgain'))
    : familyErrorToast(error)
}

/** Locks the area when a failure says the PIN is wanted again. */
export function useRelockOnPinAgain() {
  const relock = use(LockContext)
  return useCallback(
    (error: unknown) => {
      if (wantsPinAgain(error)) relock()
    },
    [relock],
  )
}

/**
 * What a failed change in the open area does: says what went wrong; when the
 * backend wants the PIN again (the grown-up window closed), locks the area
 * so the PIN is asked for.
 */
export function useFamilyFailure() {
  const relockOnPinAgain = useRelockOnPinAgain()
  return useCallback(
    (error: unknown) => {
      console.warn('A family change failed:', error)
      toast(openAreaFailureToast(error))
      relockOnPinAgain(error)
    },
    [relockOnPinAgain],
  )
}
