import { useMutation, useQueryClient } from '@tanstack/react-query'

import { backendKeys, useResetParentPin, useSignIn } from '@/lib/backend'

export type ResetPinInput = {
  /** The parent's e-mail, to sign in again with `password`. */
  email: string | null
  /** Empty right after signing in: no second sign-in is needed. */
  password: string
  pin: string
}

/**
 * A forgotten PIN: sign in again when a password is given, then set the new
 * PIN; the family is read afresh. Built from the backend's named hooks.
 */
export function useResetPin() {
  const { mutateAsync: signIn } = useSignIn()
  const { mutateAsync: resetParentPin } = useResetParentPin()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ email, password, pin }: ResetPinInput) => {
      if (password !== '' && email) await signIn({ email, password })
      await resetParentPin(pin)
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: backendKeys.family() }),
  })
}
