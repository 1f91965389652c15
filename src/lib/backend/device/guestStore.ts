import type { ReviewState } from '@/lib/quiz/review'
import type { Parsed, StorageLike } from '@/lib/storage/storedValue'
import { parseJson, storedKey, unreadable } from '@/lib/storage/storedValue'

import { toBackendError } from '../contract/errors'
import {
  EMPTY_PROGRESS,
  GAME_TYPES,
  type GameResult,
  type GameType,
  type Progress,
  type RecordedResult,
} from '../contract/types'
import {
  addResult,
  isValidResult,
  newBadges,
  pointsFor,
} from '../rules/scoring'
import {
  createQuizReviewStore,
  createQuizSeenStore,
  GUEST_OWNER,
} from './quizSeen'

/**
 * A guest's results, kept in this browser's localStorage so badges survive a
 * reload. Stored as the list of results and folded with the shared scoring
 * rules, so a rule change applies to old results too.
 */

export const GUEST_RESULTS_KEY = 'vasavi-kids:guest-results:v1'

/** A stored result the games could have produced. */
export function isStoredResult(item: unknown): item is GameResult {
  if (typeof item !== 'object' || item === null) return false
  const { gameType, value } = item as Record<string, unknown>
  return (
    GAME_TYPES.includes(gameType as GameType) &&
    typeof value === 'number' &&
    isValidResult({ gameType: gameType as GameType, value })
  )
}

/**
 * The saved list: results that are not ones a game can produce are dropped
 * (the original is set aside); anything but a list is unreadable.
 */
export function parseGuestResults(raw: string): Parsed<GameResult[]> {
  const data = parseJson(raw)
  if (!Array.isArray(data)) return unreadable
  const results = data
    .filter(isStoredResult)
    .map(({ gameType, value }) => ({ gameType, value }))
  return {
    status: results.length === data.length ? 'ok' : 'salvaged',
    value: results,
  }
}

const STORED_RESULTS = storedKey(GUEST_RESULTS_KEY, {
  parse: parseGuestResults,
  serialize: (results: GameResult[]) => JSON.stringify(results),
  fallback: [] as GameResult[],
})

export function progressFrom(results: GameResult[]): Progress {
  return results.reduce(addResult, EMPTY_PROGRESS)
}

export function createGuestStore(storage: StorageLike) {
  const read = () => STORED_RESULTS.read(storage)
  const quizSeen = createQuizSeenStore(storage)
  const quizReview = createQuizReviewStore(storage)
  return {
    /**
     * The quiz's seen cycles on this device: the guest's (`guest`), and
     * those of children playing offline (by profile id).
     */
    quizSeen,
    /** The guest's seen cycle, as `drawKeptRound` takes it. */
    guestSeen: {
      read: () => quizSeen.read(GUEST_OWNER),
      // A storage that will not keep it must not stop the quiz: the round
      // is played, and the cycle starts again next visit.
      write: (ids: readonly string[]) => {
        try {
          quizSeen.write(GUEST_OWNER, ids)
        } catch (error) {
          console.warn('Could not keep the quiz round seen:', error)
        }
      },
      /** The guest's review rounds (decision 076), kept the same way. */
      review: {
        read: () => quizReview.read(GUEST_OWNER),
        write: (state: ReviewState) => {
          try {
            quizReview.write(GUEST_OWNER, state)
          } catch (error) {
            console.warn('Could not keep the quiz review:', error)
          }
        },
      },
    },
    /** The guest's valid results, oldest first. */
    results(): GameResult[] {
      return read()
    },
    /** Forgets the guest's results (they moved to a child profile). */
    clear(): void {
      STORED_RESULTS.remove(storage)
    },
    getProgress(): Progress {
      return progressFrom(read())
    },
    /** Throws a `storage-full` BackendError when the result did not fit. */
    record(result: GameResult): RecordedResult {
      const points = pointsFor(result)
      const results = read()
      const before = progressFrom(results)
      const after = addResult(before, result)
      try {
        STORED_RESULTS.write(storage, [...results, result])
      } catch (error) {
        throw toBackendError(error)
      }
      return { points, newBadges: newBadges(before, after), savedTo: 'device' }
    },
  }
}

export type GuestStore = ReturnType<typeof createGuestStore>
