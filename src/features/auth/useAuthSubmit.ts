import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { toast } from '@/components/ui/toastStore'
import { useFormSubmit } from '@/components/ui/useFormSubmit'
import { POLICY_VERSION } from '@/data/policyVersion'
import { toBackendError, useSignIn, useSignUp } from '@/lib/backend'
import { accountsText, type AccountsKey } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'

import { authErrorToast, authNextStep } from './authErrorToast'
import type { AuthValues } from './authSchemas'

export type AuthMode = 'login' | 'signup'

/**
 * What the auth form does on submit (spec sections 5 and 8): sign the parent
 * in or up, toast the outcome; after sign-up go to the grown-ups' area (the
 * PIN and the children's players), after sign-in to "Who's playing?"
 * (decision 028). A failure leaves the form as it is and sets the next step
 * to show under it (decision 027); an e-mail already registered is said at
 * the e-mail field, any other failure in a toast (decision 054).
 */
export function useAuthSubmit(
  mode: AuthMode,
  onNeedsLogin: () => void,
  form: UseFormReturn<AuthValues>,
) {
  const { mutateAsync: signIn } = useSignIn()
  const { mutateAsync: signUp } = useSignUp()
  const navigate = useNavigate()
  const signingUp = mode === 'signup'
  const [nextStep, setNextStep] = useState<AccountsKey | null>(null)

  const onSubmit = useFormSubmit({
    form,
    action: async ({ email, password }: AuthValues) => {
      setNextStep(null)
      if (!signingUp) {
        await signIn({ email, password })
        return 'signed-in' as const
      }
      const session = await signUp({
        email,
        password,
        parentConsent: true,
        policyVersion: POLICY_VERSION,
      })
      return session ? ('signed-up' as const) : ('to-confirm' as const)
    },
    onSuccess: async (outcome) => {
      if (outcome === 'signed-in') {
        toast({
          title: accountsText('accounts.toast.welcomeBack'),
          description: accountsText('accounts.toast.loggedIn'),
        })
        await navigate(paths.players.getHref())
        return
      }
      toast({
        title: accountsText('accounts.toast.created'),
        description:
          outcome === 'signed-up'
            ? accountsText('accounts.toast.createdBody')
            : accountsText('accounts.toast.confirmBody'),
      })
      if (outcome === 'signed-up') await navigate(paths.family.getHref())
      else onNeedsLogin()
    },
    fieldProblem: (error) =>
      signingUp && toBackendError(error).kind === 'already-registered'
        ? { field: 'email', message: accountsText('accounts.toast.existsBody') }
        : null,
    failureToast: (error) => authErrorToast(error, mode),
    onFailure: (error) => setNextStep(authNextStep(error, mode)),
    what: signingUp ? 'Sign-up' : 'Sign-in',
  })

  return { onSubmit, nextStep, setNextStep }
}
