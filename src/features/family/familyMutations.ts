import { useMutation } from '@tanstack/react-query'

import {
  useBackend,
  type Backend,
  type ChildProfile,
  type NewProfileInput,
  type ProfileChanges,
} from '@/lib/backend'

import { useFamilyMutation } from './useFamilyMutation'

/**
 * The family forms' calls to the backend, one named hook each, so no form
 * reaches for `useBackend()` itself. Those that change the family refresh it
 * (useFamilyMutation); the password and the PIN check change nothing shown.
 */

function useAccountMutation<Input, Output>(
  action: (backend: Backend, input: Input) => Promise<Output>,
) {
  const backend = useBackend()
  return useMutation({ mutationFn: (input: Input) => action(backend, input) })
}

export const useCreatePin = () =>
  useFamilyMutation((backend, pin: string) => backend.setParentPin({ pin }))

export const useChangePin = () =>
  useFamilyMutation((backend, input: { pin: string; currentPin: string }) =>
    backend.setParentPin(input),
  )

export type ResetPinInput = {
  /** The parent's e-mail, to sign in again with `password`. */
  email: string | null
  /** Empty right after signing in: no second sign-in is needed. */
  password: string
  pin: string
}

/** A forgotten PIN: sign in again when a password is given, then replace. */
export const useResetPin = () =>
  useFamilyMutation(
    async (backend, { email, password, pin }: ResetPinInput) => {
      if (password !== '' && email) await backend.signIn({ email, password })
      await backend.resetParentPin(pin)
    },
  )

export const useGiveConsent = () =>
  useFamilyMutation((backend, policyVersion: string) =>
    backend.giveParentConsent(policyVersion),
  )

export const useAddProfile = () =>
  useFamilyMutation((backend, input: NewProfileInput): Promise<ChildProfile> =>
    backend.addProfile(input),
  )

export const useUpdateProfile = () =>
  useFamilyMutation(
    (backend, [id, changes]: [string, ProfileChanges]): Promise<ChildProfile> =>
      backend.updateProfile(id, changes),
  )

export const useChangePassword = () =>
  useAccountMutation(
    (backend, input: { currentPassword: string; newPassword: string }) =>
      backend.changePassword(input),
  )

/** True when `pin` is the parent PIN; many wrong ones make the backend wait. */
export const useVerifyPin = () =>
  useAccountMutation((backend, pin: string) => backend.verifyParentPin(pin))
