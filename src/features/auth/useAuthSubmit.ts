import { useState } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { toast } from '@/components/ui/toastStore'
import { POLICY_VERSION } from '@/data/policyVersion'
import { useBackend } from '@/lib/backend'
import { t, type MessageKey } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'

import { authErrorToast, authNextStep } from './authErrorToast'
import { firstMessage, type AuthValues } from './authSchemas'

export type AuthMode = 'login' | 'signup'

/**
 * What the auth form does on submit (spec sections 5 and 8): sign the parent
 * in or up, toast the outcome; after sign-up go to the grown-ups' area (the
 * PIN and the children's players), after sign-in to "Who's playing?"
 * (decision 028). A failure leaves the form as it is
 * and sets the next step to show under it; an e-mail already registered
 * offers Login in the toast.
 */
export function useAuthSubmit(mode: AuthMode, onNeedsLogin: () => void) {
  const backend = useBackend()
  const navigate = useNavigate()
  const signingUp = mode === 'signup'
  const [nextStep, setNextStep] = useState<MessageKey | null>(null)

  const onInvalid = (invalid: FieldErrors<AuthValues>) => {
    toast({
      title: t('accounts.toast.validation'),
      description: firstMessage(invalid) ?? undefined,
      variant: 'destructive',
    })
  }

  const onValid = async (values: AuthValues) => {
    setNextStep(null)
    try {
      if (signingUp) {
        const session = await backend.signUp({
          email: values.email,
          password: values.password,
          parentConsent: true,
          policyVersion: POLICY_VERSION,
        })
        toast({
          title: t('accounts.toast.created'),
          description: session
            ? t('accounts.toast.createdBody')
            : t('accounts.toast.confirmBody'),
        })
        if (!session) {
          onNeedsLogin()
          return
        }
        await navigate(paths.family.getHref())
      } else {
        await backend.signIn({ email: values.email, password: values.password })
        toast({
          title: t('accounts.toast.welcomeBack'),
          description: t('accounts.toast.loggedIn'),
        })
        await navigate(paths.players.getHref())
      }
    } catch (error) {
      console.warn('Sign-in failed:', error)
      const next = authNextStep(error, mode)
      setNextStep(next)
      toast({
        ...authErrorToast(error, mode),
        ...(next === 'accounts.next.registered'
          ? {
              action: {
                label: t('accounts.loginWithEmail'),
                altText: t('accounts.toLogin'),
                onClick: onNeedsLogin,
              },
            }
          : {}),
      })
    }
  }

  return { onValid, onInvalid, nextStep, setNextStep }
}
