import { useMutation } from '@tanstack/react-query'

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
 * The parent's account, as React Query mutations (decision 078): a
 * component calls `mutate`/`mutateAsync` and reads `isPending`, never
 * `useBackend()` itself (an ESLint rule says so). What a sign-in or
 * sign-out changes for other reads, the auth provider resets when the
 * backend reports it (AuthContext.tsx, `resetPlayerData`).
 */

/** Which backend runs: `device` (this browser) or `supabase`. */
export function useBackendKind(): BackendKind {
  return useBackend().kind
}

export function useSignIn() {
  const backend = useBackend()
  return useMutation({
    mutationFn: (input: SignInInput) => backend.signIn(input),
  })
}

export function useSignUp() {
  const backend = useBackend()
  return useMutation({
    mutationFn: (input: SignUpInput) => backend.signUp(input),
  })
}

export function useSignInWithGoogle() {
  const backend = useBackend()
  return useMutation({ mutationFn: () => backend.signInWithGoogle() })
}

export function useSignOut() {
  const backend = useBackend()
  return useMutation({ mutationFn: () => backend.signOut() })
}

export function useChangePassword() {
  const backend = useBackend()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => backend.changePassword(input),
  })
}

/** "Forgot your password?": the reset e-mail (decision 070). */
export function useRequestPasswordReset() {
  const backend = useBackend()
  return useMutation({
    mutationFn: (input: { email: string; returnPath: string }) =>
      backend.requestPasswordReset(input),
  })
}

/** The reset link's session, then the new password (decision 070). */
export function useRecoverSession() {
  const backend = useBackend()
  return useMutation({
    mutationFn: (link: RecoveryLink) => backend.recoverSession(link),
  })
}

export function useSetNewPassword() {
  const backend = useBackend()
  return useMutation({
    mutationFn: (password: string) => backend.setNewPassword(password),
  })
}

/** The device backend's way back in: e-mail and parent PIN (decision 070). */
export function useRecoverWithPin() {
  const backend = useBackend()
  return useMutation({
    mutationFn: (input: PinRecoveryInput) => backend.recoverWithPin(input),
  })
}

export function useDeleteAccount() {
  const backend = useBackend()
  return useMutation({ mutationFn: () => backend.deleteAccount() })
}
