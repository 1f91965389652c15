import { toast } from '@/components/ui/toastStore'
import { useBackendKind, useSignInWithGoogle } from '@/lib/backend'

import { authErrorToast } from './authErrorToast'

/**
 * "Continue with Google": offered only with a Supabase project (the device
 * backend keeps accounts in this browser and cannot ask Google). A failure
 * is a toast, and the button can be pressed again; once Google is asked,
 * the button stays busy while the page leaves for it.
 */
export function useGoogleSignIn() {
  const signInWithGoogle = useSignInWithGoogle()
  const kind = useBackendKind()
  const start = () =>
    signInWithGoogle.mutate(undefined, {
      onError: (error) => {
        console.warn('Google sign-in failed:', error)
        toast(authErrorToast(error, 'google'))
      },
    })
  return {
    available: kind === 'supabase',
    busy: signInWithGoogle.isPending || signInWithGoogle.isSuccess,
    start,
  }
}
