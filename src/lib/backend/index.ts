// The one barrel file of the project (CONVENTIONS.md): features import the
// backend only from here.
export type { Backend } from './backend'
export { createBrowserGuestBackend, createGuestBackend } from './backend'
export { BackendProvider, useBackend } from './BackendContext'
export { createGuestStore, GUEST_RESULTS_KEY } from './guestStore'
export {
  backendKeys,
  progressQueryOptions,
  useMyProgress,
  useRecordGameResult,
} from './queries'
export {
  COMPLETED,
  GAME_RULES,
  MEMORY_PAIR_COUNT,
  QUIZ_QUESTION_COUNT,
} from './scoring'
export * from './types'
export { useGameSession } from './useGameSession'
