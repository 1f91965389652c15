import type { BackendConfig } from '@/lib/env'
import type { LoadQuestionBank } from '@/lib/quiz/bank'

import type { Backend, BackendKind } from './contract/backend'
import { toBackendError } from './contract/errors'
import type { AuthListener } from './contract/types'

/**
 * A backend whose implementation loads on first use, so neither supabase-js
 * nor the device backend's code sits in the entry chunk.
 */
export function createLazyBackend(
  kind: BackendKind,
  load: () => Promise<Backend>,
): Backend {
  let loading: Promise<Backend> | null = null
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw toBackendError(error)
    })
    return loading
  }

  return {
    kind,
    startGame: async (profileId, gameType) =>
      (await get()).startGame(profileId, gameType),
    startQuiz: async (profileId, band) =>
      (await get()).startQuiz(profileId, band),
    recordGameResult: async (result, id) =>
      (await get()).recordGameResult(result, id),
    getOfflineRounds: async () => (await get()).getOfflineRounds(),
    sendOfflineRounds: async (options) =>
      (await get()).sendOfflineRounds(options),
    getMyProgress: async (profileId) => (await get()).getMyProgress(profileId),
    getLeaderboard: async (limit) => (await get()).getLeaderboard(limit),
    getMyRank: async (profileId) => (await get()).getMyRank(profileId),
    getSession: async () => (await get()).getSession(),
    onAuthChange(listener: AuthListener) {
      let unsubscribe: (() => void) | null = null
      let active = true
      get().then(
        (backend) => {
          if (active) unsubscribe = backend.onAuthChange(listener)
        },
        (error: unknown) => {
          console.error('Could not load the accounts backend:', error)
        },
      )
      return () => {
        active = false
        unsubscribe?.()
      }
    },
    signIn: async (input) => (await get()).signIn(input),
    signUp: async (input) => (await get()).signUp(input),
    signInWithGoogle: async () => (await get()).signInWithGoogle(),
    signOut: async () => (await get()).signOut(),
    giveParentConsent: async (version) =>
      (await get()).giveParentConsent(version),
    changePassword: async (input) => (await get()).changePassword(input),
    requestPasswordReset: async (input) =>
      (await get()).requestPasswordReset(input),
    recoverSession: async (link) => (await get()).recoverSession(link),
    setNewPassword: async (password) => (await get()).setNewPassword(password),
    recoverWithPin: async (input) => (await get()).recoverWithPin(input),
    deleteAccount: async () => (await get()).deleteAccount(),
    getFamily: async () => (await get()).getFamily(),
    addProfile: async (input) => (await get()).addProfile(input),
    updateProfile: async (id, changes) =>
      (await get()).updateProfile(id, changes),
    deleteProfile: async (id) => (await get()).deleteProfile(id),
    setParentPin: async (input) => (await get()).setParentPin(input),
    resetParentPin: async (pin) => (await get()).resetParentPin(pin),
    verifyParentPin: async (pin) => (await get()).verifyParentPin(pin),
    parentPinLockedUntil: async () => (await get()).parentPinLockedUntil(),
    getFamilyReport: async () => (await get()).getFamilyReport(),
    familyLearning: async () => (await get()).familyLearning(),
    exportFamilyData: async () => (await get()).exportFamilyData(),
  }
}

/** The backend `lib/env` asked for: Supabase when configured, else device. */
export function createAppBackend(
  config: BackendConfig,
  siteUrl: string,
  loadBank: LoadQuestionBank,
) {
  if (config.kind === 'supabase') {
    return createLazyBackend('supabase', () =>
      import('./supabase/supabase').then((m) =>
        m.createSupabaseBackend({
          url: config.url,
          anonKey: config.anonKey,
          siteUrl,
          loadBank,
        }),
      ),
    )
  }
  return createLazyBackend('device', () =>
    import('./device/device').then((m) =>
      m.createBrowserDeviceBackend(loadBank),
    ),
  )
}
