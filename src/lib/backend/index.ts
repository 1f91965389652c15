// The one barrel file of the project (docs/architecture.md#layers): features import the
// backend only from here.
export type {
  AuthBackend,
  Backend,
  BackendKind,
  FamilyBackend,
  LeaderboardBackend,
  RoundsBackend,
} from './backend'
export { createBrowserGuestBackend, createGuestBackend } from './backend'
export { AuthProvider, useAuth, type AuthState } from './AuthContext'
export { BackendProvider, useBackend } from './BackendContext'
export { PlayerProvider, usePlayer, type PlayerState } from './PlayerContext'
export {
  ACTIVE_PROFILE_KEY,
  readActiveProfileId,
  writeActiveProfileId,
} from './activeProfile'
export {
  BACKEND_ERROR_KINDS,
  BackendError,
  FAMILY_SQLSTATES,
  pinLocked,
  toBackendError,
  type BackendErrorKind,
} from './errors'
export { createGuestStore, GUEST_RESULTS_KEY } from './guestStore'
export { createAppBackend, createLazyBackend } from './lazyBackend'
export { backendKeys } from './queryKeys'
export { QueryLayer, withQueryLayer } from './QueryLayer'
export { createQueryClient, networkModeFor, STALE_TIME_MS } from './queryClient'
export { refetchPlayerData, registerQueryClient } from './queryRegistry'
export {
  familyLearningQueryOptions,
  familyReportQueryOptions,
  leaderboardQueryOptions,
  myRankQueryOptions,
  offlineRoundsQueryOptions,
  progressQueryOptions,
  useFamilyLearning,
  useFamilyReport,
  useLeaderboard,
  useMyRank,
  useOfflineRounds,
  useRecordGameResult,
  useStartGame,
  useStartQuiz,
} from './queries'
export {
  useAddProfile,
  useDeleteProfile,
  useGiveParentConsent,
  useSetParentPin,
  useUpdateProfile,
  type ProfileUpdate,
} from './familyMutations'
export {
  useBackendKind,
  useChangePassword,
  useDeleteAccount,
  useExportFamilyData,
  useRecoverSession,
  useRecoverWithPin,
  useRequestPasswordReset,
  useResetParentPin,
  useSetNewPassword,
  useSignIn,
  useSignInWithGoogle,
  useSignOut,
  useSignUp,
  useVerifyParentPin,
  useParentPinLockedUntil,
} from './useAccountActions'
export { useMyProgress } from './useMyProgress'
export {
  canAddProfile,
  funNameKey,
  funNameProblem,
  isAgeBand,
  isAvatarId,
  isValidPin,
  profileProblem,
  type ProfileProblem,
} from './profileRules'
export {
  COMPLETED,
  GAME_RULES,
  JIGSAW_PIECE_COUNTS,
  MEMORY_PAIR_COUNT,
  pointsFor,
  QUIZ_QUESTION_COUNT,
  WORD_SEARCH_WORD_COUNTS,
} from './scoring'
export * from './types'
export { useOfflineRoundsSync } from './useOfflineRoundsSync'
export {
  availableUsername,
  USERNAME_MAX,
  USERNAME_MIN,
  usernameProblem,
  type UsernameProblem,
} from './usernameRules'
