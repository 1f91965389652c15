import { useState } from 'react'

import { toast } from '@/components/ui/toastStore'
import { useBackendKind, useSignInWithGoogle } from '@/lib/backend'

import { authErrorToast } from './authErrorToast'

/**
 * "Continue with Google": offered only with a Supabase project (the device
 * backend keeps accounts in this browser and cannot ask Google). A failure
 * is a toast, and the button can be pressed again.
 */
export function useGoogleSignIn() {
  const signInWithGoogle = useSignInWithGoogle()
  const kind = useBackendKind()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      await signInWithGoogle()
    } catch (error) {
      console.warn('Google sign-in failed:', error)
      toast(authErrorToast(error, 'google'))
      setBusy(false)
    }
  }
  return { available: kind === 'supabase', busy, start }
}
