import type { LoadQuestionBank } from '@/lib/quiz/bank'

import { NOTHING_TO_SEND, type Backend } from '../contract/backend'
import { BackendError } from '../contract/errors'
import { createQuizRounds } from '../rules/quizRounds'
import { createGuestStore, type GuestStore } from './guestStore'

const noAccounts = () =>
  Promise.reject(
    new BackendError('unknown', 'Accounts are not available here.'),
  )

/**
 * A backend without accounts: results stay in the guest store and the
 * leaderboard is empty. Tests and previews use it.
 */
export function createGuestBackend(
  store: GuestStore,
  loadBank: LoadQuestionBank,
): Backend {
  const { drawKeptRound, recordGuestRound } = createQuizRounds(loadBank)
  return {
    kind: 'device',
    startGame: () => Promise.resolve(null),
    startQuiz: (_profileId, band) => drawKeptRound(store.guestSeen, band),
    recordGameResult: (result) => recordGuestRound(store, result),
    getMyProgress: () => Promise.resolve(store.getProgress()),
    getOfflineRounds: () => Promise.resolve([]),
    sendOfflineRounds: () => Promise.resolve(NOTHING_TO_SEND),
    getLeaderboard: () => Promise.resolve([]),
    getMyRank: () => Promise.resolve(null),
    getSession: () => Promise.resolve(null),
    onAuthChange: () => () => undefined,
    signIn: noAccounts,
    signUp: noAccounts,
    signInWithGoogle: noAccounts,
    signOut: () => Promise.resolve(),
    giveParentConsent: noAccounts,
    changePassword: noAccounts,
    requestPasswordReset: noAccounts,
    recoverSession: noAccounts,
    setNewPassword: noAccounts,
    recoverWithPin: noAccounts,
    deleteAccount: noAccounts,
    getFamily: noAccounts,
    addProfile: noAccounts,
    updateProfile: noAccounts,
    deleteProfile: noAccounts,
    setParentPin: noAccounts,
    resetParentPin: noAccounts,
    verifyParentPin: noAccounts,
    parentPinLockedUntil: () => Promise.resolve(null),
    getFamilyReport: noAccounts,
    familyLearning: noAccounts,
    exportFamilyData: noAccounts,
  }
}

export function createBrowserGuestBackend(loadBank: LoadQuestionBank): Backend {
  return createGuestBackend(createGuestStore(window.localStorage), loadBank)
}
