// The one barrel file of the project (docs/architecture.md#layers): features import the
// backend only from here.
export type {
  AuthBackend,
  Backend,
  BackendKind,
  FamilyBackend,
  LeaderboardBackend,
  RoundsBackend,
} from './contract/backend'
export {
  createBrowserGuestBackend,
  createGuestBackend,
} from './device/guestBackend'
export { AuthProvider, useAuth, type AuthState } from './react/AuthContext'
export { BackendProvider, useBackend } from './react/BackendContext'
export {
  PlayerProvider,
  usePlayer,
  type PlayerState,
} from './react/PlayerContext'
export {
  ACTIVE_PROFILE_KEY,
  readActiveProfileId,
  writeActiveProfileId,
} from './device/activeProfile'
export {
  BACKEND_ERROR_KINDS,
  BackendError,
  FAMILY_SQLSTATES,
  pinLocked,
  toBackendError,
  type BackendErrorKind,
} from './contract/errors'
export { createGuestStore, GUEST_RESULTS_KEY } from './device/guestStore'
export { createAppBackend, createLazyBackend } from './lazyBackend'
export { backendKeys } from './react/queryKeys'
export { QueryLayer, withQueryLayer } from './react/QueryLayer'
export {
  createQueryClient,
  networkModeFor,
  STALE_TIME_MS,
} from './react/queryClient'
export { refetchPlayerData, registerQueryClient } from './react/queryRegistry'
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
} from './react/queries'
export {
  useAddProfile,
  useDeleteProfile,
  useGiveParentConsent,
  useSetParentPin,
  useUpdateProfile,
  type ProfileUpdate,
} from './react/familyMutations'
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
} from './react/useAccountActions'
export { useMyProgress } from './react/useMyProgress'
export {
  canAddProfile,
  funNameKey,
  funNameProblem,
  isAgeBand,
  isAvatarId,
  isValidPin,
  profileProblem,
  type ProfileProblem,
} from './rules/profileRules'
export {
  COMPLETED,
  GAME_RULES,
  JIGSAW_PIECE_COUNTS,
  MEMORY_PAIR_COUNT,
  pointsFor,
  QUIZ_QUESTION_COUNT,
  WORD_SEARCH_WORD_COUNTS,
} from './rules/scoring'
export * from './contract/types'
export { useOfflineRoundsSync } from './react/useOfflineRoundsSync'
export {
  availableUsername,
  USERNAME_MAX,
  USERNAME_MIN,
  usernameProblem,
  type UsernameProblem,
} from './rules/usernameRules'
