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
  SHOWN_PLAYER_KEY,
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
export { AppQueryClient, resetPlayerData } from './react/AppQueryClient'
export { backendKeys } from './react/queryKeys'
export {
  createQueryClient,
  networkModeFor,
  STALE_TIME_MS,
} from './react/queryClient'
export {
  offlineRoundsQueryOptions,
  progressQueryOptions,
  useMyProgress,
  useOfflineRounds,
  useRecordGameResult,
  useStartGame,
  useStartQuiz,
} from './react/rounds'
export {
  leaderboardQueryOptions,
  myRankQueryOptions,
  useLeaderboard,
  useMyRank,
} from './react/leaderboard'
export {
  familyLearningQueryOptions,
  familyQueryOptions,
  familyReportQueryOptions,
  useAddProfile,
  useDeleteProfile,
  useExportFamilyData,
  useFamilyLearning,
  useFamilyReport,
  useGiveParentConsent,
  useParentPinLock,
  useResetParentPin,
  useSetParentPin,
  useUpdateProfile,
  useVerifyParentPin,
  type ProfileUpdate,
} from './react/family'
export {
  useBackendKind,
  useChangePassword,
  useDeleteAccount,
  useRecoverSession,
  useRecoverWithPin,
  useRequestPasswordReset,
  useSetNewPassword,
  useSignIn,
  useSignInWithGoogle,
  useSignOut,
  useSignUp,
} from './react/auth'
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
