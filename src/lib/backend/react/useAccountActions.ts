import { useCallback } from 'react'

import type { BackendKind } from '../contract/backend'
import type {
  ChangePasswordInput,
  PinRecoveryInput,
  RecoveryLink,
  SignInInput,
  SignUpInput,
} from '../contract/types'
import { useBackend } from './BackendContext'

/**
 * The named hooks through which components reach the parent's account
 * (components never call `useBackend()` themselves; an ESLint rule says
 * so). Each gives the backend's method, bound to the app's backend; none
 * imports React Query, so the first load may use them (decision 030).
 */

/** Which backend runs: `device` (this browser) or `supabase`. */
export function useBackendKind(): BackendKind {
  return useBackend().kind
}

export function useSignIn() {
  const backend = useBackend()
  return useCallback((input: SignInInput) => backend.signIn(input), [backend])
}

export function useSignUp() {
  const backend = useBackend()
  return useCallback((input: SignUpInput) => backend.signUp(input), [backend])
}

export function useSignInWithGoogle() {
  const backend = useBackend()
  return useCallback(() => backend.signInWithGoogle(), [backend])
}

export function useSignOut() {
  const backend = useBackend()
  return useCallback(() => backend.signOut(), [backend])
}

export function useChangePassword() {
  const backend = useBackend()
  return useCallback(
    (input: ChangePasswordInput) => backend.changePassword(input),
    [backend],
  )
}

/** "Forgot your password?": the reset e-mail (decision 070). */
export function useRequestPasswordReset() {
  const backend = useBackend()
  return useCallback(
    (input: { email: string; returnPath: string }) =>
      backend.requestPasswordReset(input),
    [backend],
  )
}

/** The reset link's session, then the new password (decision 070). */
export function useRecoverSession() {
  const backend = useBackend()
  return useCallback(
    (link: RecoveryLink) => backend.recoverSession(link),
    [backend],
  )
}

export function useSetNewPassword() {
  const backend = useBackend()
  return useCallback(
    (password: string) => backend.setNewPassword(password),
    [backend],
  )
}

/** The device backend's way back in: e-mail and parent PIN (decision 070). */
export function useRecoverWithPin() {
  const backend = useBackend()
  return useCallback(
    (input: PinRecoveryInput) => backend.recoverWithPin(input),
    [backend],
  )
}

export function useDeleteAccount() {
  const backend = useBackend()
  return useCallback(() => backend.deleteAccount(), [backend])
}

export function useExportFamilyData() {
  const backend = useBackend()
  return useCallback(() => backend.exportFamilyData(), [backend])
}

/** True when `pin` is the parent PIN (see `FamilyBackend.verifyParentPin`). */
export function useVerifyParentPin() {
  const backend = useBackend()
  return useCallback((pin: string) => backend.verifyParentPin(pin), [backend])
}

/** When the PIN's lock ends, or null (see `FamilyBackend.verifyParentPin`). */
export function useParentPinLockedUntil() {
  const backend = useBackend()
  return useCallback(() => backend.parentPinLockedUntil(), [backend])
}

/** A new PIN without the old one, soon after signing in (decision 031). */
export function useResetParentPin() {
  const backend = useBackend()
  return useCallback((pin: string) => backend.resetParentPin(pin), [backend])
}
