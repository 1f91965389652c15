import { useState } from 'react'

import { toast } from '@/components/ui/toastStore'
import { useBackend } from '@/lib/backend'

import { authErrorToast } from './authErrorToast'

/**
 * "Continue with Google": offered only with a Supabase project (the device
 * backend keeps accounts in this browser and cannot ask Google). A failure
 * is a toast, and the button can be pressed again.
 */
export function useGoogleSignIn() {
  const backend = useBackend()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      await backend.signInWithGoogle()
    } catch (error) {
      console.warn('Google sign-in failed:', error)
      toast(authErrorToast(error, 'google'))
      setBusy(false)
    }
  }
  return { available: backend.kind === 'supabase', busy, start }
}
