import {
  readStored,
  writeStored,
  type StorageLike,
} from '@/lib/storage/storedValue'

import type { BackendError } from '../contract/errors'
import type { OfflineRound, OfflineSendReport } from '../contract/types'
import {
  addRound,
  dueRounds,
  EMPTY_OUTBOX,
  markAdded,
  markRefused,
  markRetry,
  nextAttemptAt,
  OUTBOX_KEY,
  parseOutbox,
  prune,
  serializeOutbox,
  type AddedOutcome,
  type Outbox,
} from './outbox'

/**
 * The outbox in this browser's storage, and the sending of it. The pure rules
 * are in outbox.ts; this file reads, writes and talks to the server through
 * the `submit` it is given (the Supabase backend's `submit_offline_round`).
 */

/**
 * Server refusals that will never pass: the round is marked refused, and the
 * rounds after it go on. `profile_not_found` (VK002): the child was deleted
 * from the family since the round was played; waiting would hold every later
 * round of the family until this one is pruned.
 */
export const FINAL_REFUSALS = [
  'profile_not_found',
  'invalid_client_id',
  'invalid_game_type',
  'invalid_value',
  // A quiz's answers that are not 12 questions of the bank, or a quiz kept
  // by an older client with its value only (decision 056).
  'invalid_answers',
  'answers_required',
  'invalid_played_at',
  'played_too_long_ago',
  'played_too_fast',
  'offline_daily_limit_reached',
] as const

/**
 * Why the server will never take a round, or null when sending may work
 * later: no connection, a server error, a full daily cap, a device clock
 * ahead of the server's (`played_in_future` passes as time does).
 */
export function finalRefusal(error: BackendError): string | null {
  const reason = FINAL_REFUSALS.find((code) => error.message.includes(code))
  return reason ?? null
}

const STORED_OUTBOX = {
  parse: parseOutbox,
  serialize: serializeOutbox,
  fallback: EMPTY_OUTBOX,
}

export type OutboxStore = ReturnType<typeof createOutboxStore>

export function createOutboxStore(
  storage: StorageLike,
  now: () => number = Date.now,
) {
  const read = (): Outbox => readStored(storage, OUTBOX_KEY, STORED_OUTBOX)
  /**
   * Reads, changes and writes back in one go (another tab may have written
   * since the last read). Throws a `StorageWriteError` when it does not fit;
   * the outbox saved before is then unchanged.
   */
  const update = (apply: (outbox: Outbox) => Outbox): Outbox => {
    const next = prune(apply(read()), now())
    writeStored(storage, OUTBOX_KEY, serializeOutbox(next))
    return next
  }
  return {
    read,
    update,
    add: (round: Parameters<typeof addRound>[1]) =>
      update((outbox) => addRound(outbox, round)),
  }
}

type SendOptions = {
  store: OutboxStore
  userId: string
  submit: (round: OfflineRound) => Promise<AddedOutcome>
  toBackendError: (error: unknown) => BackendError
  now?: () => number
  /** Send every pending round, waiting or not (online again, app start). */
  ignoreBackoff?: boolean
}

/**
 * Sends `userId`'s due rounds one by one, oldest first. An added round keeps
 * the server's outcome; a finally refused one its reason; on any other
 * failure this round and the ones after it wait (back-off) and sending
 * stops. A write that fails after the server took a round is harmless: the
 * round is sent again later and the server answers with the same outcome.
 */
export async function sendDueRounds({
  store,
  userId,
  submit,
  toBackendError,
  now = Date.now,
  ignoreBackoff = false,
}: SendOptions): Promise<OfflineSendReport> {
  const report: OfflineSendReport = { added: [], refused: [], retryAt: null }
  const due = dueRounds(store.read(), userId, now(), { ignoreBackoff })
  for (const [index, round] of due.entries()) {
    let outcome: AddedOutcome
    try {
      outcome = await submit(round)
    } catch (thrown) {
      const error = toBackendError(thrown)
      const reason = finalRefusal(error)
      if (reason) {
        const saved = store.update((o) => markRefused(o, round.id, reason))
        const refused = saved.rounds.find((r) => r.id === round.id)
        if (refused) report.refused.push(refused)
        continue
      }
      console.warn('Could not send a round played offline:', error)
      const later = due.slice(index + 1).map((r) => r.id)
      store.update((o) => markRetry(o, round.id, now(), later))
      break
    }
    const saved = store.update((o) => markAdded(o, round.id, outcome))
    const added = saved.rounds.find((r) => r.id === round.id)
    if (added) report.added.push(added)
  }
  report.retryAt = nextAttemptAt(store.read(), userId)
  return report
}
