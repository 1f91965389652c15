import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { Backend } from '../contract/backend'
import type {
  NewProfileInput,
  ProfileChanges,
  SetPinInput,
} from '../contract/types'
import { useBackend } from './BackendContext'
import { backendKeys } from './queryKeys'

/**
 * The named hooks for changes to the family, as React Query mutations. On
 * success the family (familyQuery.ts), the progress, the reports and the
 * leaderboard are read afresh, so every screen shows the new names,
 * avatars and hidden players.
 */
function useFamilyChange<Input, Output>(
  change: (backend: Backend, input: Input) => Promise<Output>,
) {
  const backend = useBackend()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => change(backend, input),
    onSuccess: () =>
      Promise.all(
        [
          backendKeys.family(),
          backendKeys.progress(),
          backendKeys.leaderboard(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}

export const useAddProfile = () =>
  useFamilyChange((backend, input: NewProfileInput) =>
    backend.addProfile(input),
  )

export type ProfileUpdate = { profileId: string; changes: ProfileChanges }

export const useUpdateProfile = () =>
  useFamilyChange((backend, { profileId, changes }: ProfileUpdate) =>
    backend.updateProfile(profileId, changes),
  )

export const useDeleteProfile = () =>
  useFamilyChange((backend, profileId: string) =>
    backend.deleteProfile(profileId),
  )

/** Sets the PIN, or changes it with `currentPin`. */
export const useSetParentPin = () =>
  useFamilyChange((backend, input: SetPinInput) => backend.setParentPin(input))

/** Records the parent's consent to the policy version given. */
export const useGiveParentConsent = () =>
  useFamilyChange((backend, policyVersion: string) =>
    backend.giveParentConsent(policyVersion),
  )
