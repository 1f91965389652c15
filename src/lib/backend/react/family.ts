import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'

import type { Backend } from '../contract/backend'
import type {
  NewProfileInput,
  ProfileChanges,
  SetPinInput,
} from '../contract/types'
import { useBackend } from './BackendContext'
import { backendKeys } from './queryKeys'

/**
 * The signed-in family: its reads as queries and its changes as mutations
 * (decision 078). A change to the family invalidates `backendKeys.family()`,
 * so the family (PlayerContext), its report and learning, the progress and
 * the leaderboard are read afresh and every screen shows the new names,
 * avatars and hidden players.
 */

/** The signed-in family itself (its parent's side and its children). */
export function familyQueryOptions(backend: Backend, userId: string) {
  return queryOptions({
    queryKey: backendKeys.familyOf(userId),
    queryFn: async () => {
      try {
        return await backend.getFamily()
      } catch (error) {
        console.error('Could not read the family:', error)
        throw error
      }
    },
    // One read per sign-in and one per change: getFamily answers offline
    // from the copy kept on this device, so it never waits for a network.
    retry: false,
    networkMode: 'always',
    staleTime: Infinity,
  })
}

/** Per child: badges with dates, totals, the last weeks' rounds. */
export function familyReportQueryOptions(backend: Backend) {
  return queryOptions({
    queryKey: backendKeys.familyReport(),
    queryFn: () => backend.getFamilyReport(),
  })
}

/** Per child: the quiz's topics answered and right, the most missed. */
export function familyLearningQueryOptions(backend: Backend) {
  return queryOptions({
    queryKey: backendKeys.familyLearning(),
    queryFn: () => backend.familyLearning(),
  })
}

/** Each child's report (badges with dates, totals, recent rounds). */
export function useFamilyReport() {
  return useQuery(familyReportQueryOptions(useBackend()))
}

/** What each child learnt in the quiz over the last 8 weeks. */
export function useFamilyLearning() {
  return useQuery(familyLearningQueryOptions(useBackend()))
}

/** A change to the family: on success, what shows the family is read again. */
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

/** A new PIN without the old one, soon after signing in (decision 031). */
export const useResetParentPin = () =>
  useFamilyChange((backend, pin: string) => backend.resetParentPin(pin))

/** Records the parent's consent to the policy version given. */
export const useGiveParentConsent = () =>
  useFamilyChange((backend, policyVersion: string) =>
    backend.giveParentConsent(policyVersion),
  )

/**
 * Whether `pin` is the parent PIN (see `FamilyBackend.verifyParentPin`);
 * it changes nothing another screen reads.
 */
export function useVerifyParentPin() {
  const backend = useBackend()
  return useMutation({
    mutationFn: (pin: string) => backend.verifyParentPin(pin),
  })
}

/**
 * When the PIN's lock ends (ISO 8601), or null; read afresh each time a
 * prompt asks (see `FamilyBackend.verifyParentPin`).
 */
export function useParentPinLock() {
  const backend = useBackend()
  return useQuery({
    queryKey: backendKeys.pinLock(),
    queryFn: async () => {
      try {
        return await backend.parentPinLockedUntil()
      } catch (error) {
        console.warn('Reading the PIN lock failed:', error)
        throw error
      }
    },
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  })
}

/** Everything the family has, for "download all of the family's data". */
export function useExportFamilyData() {
  const backend = useBackend()
  return useMutation({ mutationFn: () => backend.exportFamilyData() })
}
