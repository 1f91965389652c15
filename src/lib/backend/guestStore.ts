import * as z from 'zod/mini'

import { addResult, isValidResult, newBadges, pointsFor } from './scoring'
import {
  EMPTY_PROGRESS,
  GAME_TYPES,
  type GameResult,
  type Progress,
  type RecordedResult,
} from './types'

/**
 * A guest's results, kept in this browser's localStorage so badges survive a
 * reload. Stored as the list of results and folded with the shared scoring
 * rules, so a rule change applies to old results too.
 */

export const GUEST_RESULTS_KEY = 'vasavi-kids:guest-results:v1'

/** Built on first read of saved results, not at start-up (decision 025). */
const storedResultsSchema = () =>
  z.array(z.object({ gameType: z.enum(GAME_TYPES), value: z.number() }))
let storedResults: ReturnType<typeof storedResultsSchema> | undefined

function readResults(storage: Storage): GameResult[] {
  try {
    const raw = storage.getItem(GUEST_RESULTS_KEY)
    if (raw === null) return []
    storedResults ??= storedResultsSchema()
    const parsed = storedResults.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data.filter(isValidResult) : []
  } catch {
    // Unreadable or blocked storage: a guest simply starts afresh.
    return []
  }
}

export function progressFrom(results: GameResult[]): Progress {
  return results.reduce(addResult, EMPTY_PROGRESS)
}

export function createGuestStore(storage: Storage) {
  return {
    /** The guest's valid results, oldest first. */
    results(): GameResult[] {
      return readResults(storage)
    },
    /** Forgets the guest's results (they moved to a child profile). */
    clear(): void {
      try {
        storage.removeItem(GUEST_RESULTS_KEY)
      } catch (error) {
        console.error('Could not clear the results on this device:', error)
      }
    },
    getProgress(): Progress {
      return progressFrom(readResults(storage))
    },
    record(result: GameResult): RecordedResult {
      const points = pointsFor(result)
      const results = readResults(storage)
      const before = progressFrom(results)
      const after = addResult(before, result)
      try {
        storage.setItem(GUEST_RESULTS_KEY, JSON.stringify([...results, result]))
      } catch (error) {
        console.error('Could not keep the result on this device:', error)
      }
      return { points, newBadges: newBadges(before, after), savedTo: 'device' }
    },
  }
}

export type GuestStore = ReturnType<typeof createGuestStore>
