import { parseJson, unreadable, type Parsed } from '@/lib/storage/storedValue'

import { BADGE_IDS, type BadgeId, type OfflineRound } from '../contract/types'
import { isStoredResult } from '../device/guestStore'

/**
 * The outbox of rounds played offline by signed-in players (decision 027):
 * a versioned list in localStorage, changed only through these pure
 * functions. Rounds are sent oldest first; a round that cannot be sent for
 * want of a connection waits with a growing delay (and the rounds after it
 * wait with it, so the order holds); a round the server refuses is kept,
 * marked, so the player can be told.
 */

export const OUTBOX_KEY = 'vasavi-kids:offline-rounds:v1'

/**
 * A quiz round the server drew for a child and this device keeps, not yet
 * played, for playing when the server cannot be reached (decision 075):
 * only such a round scores when it is sent later. One per child.
 */
export type KeptRound = {
  userId: string
  profileId: string
  /** The game session the server opened for it. */
  sessionId: string
  band: string
  questionIds: string[]
  /** When the server drew it (ms since 1970, the device's clock). */
  drawnAt: number
}

/**
 * Version 2 credits each round to a child profile (decision 028). Version 1
 * rounds, from before families, belong to the account's only child, whose
 * profile kept the account's id in the family migration.
 */
export type Outbox = {
  version: 2
  rounds: OfflineRound[]
  /** Drawn rounds kept for offline play (absent in older outboxes). */
  kept?: KeptRound[]
}
export const EMPTY_OUTBOX: Outbox = { version: 2, rounds: [] }

/** The first retry waits 5 s, then 10, 20, ... up to 15 minutes. */
export const RETRY_BASE_MS = 5_000
export const RETRY_MAX_MS = 15 * 60_000
/**
 * Rounds are kept this long after they were played: the server takes rounds
 * up to 7 days old, and an added round is shown as added meanwhile.
 */
export const KEEP_ROUNDS_MS = 8 * 24 * 60 * 60_000
/**
 * A kept drawn round is played for 6 days after its draw: the server takes
 * it for 7 (20261201130000_fair_rounds.sql), which leaves a day to send it.
 */
export const KEEP_DRAWN_MS = 6 * 24 * 60 * 60_000

export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(RETRY_BASE_MS * 2 ** Math.min(exponent, 30), RETRY_MAX_MS)
}

const STATUSES = ['pending', 'added', 'refused'] as const
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
const isNumberOrNull = (value: unknown) => value === null || isNumber(value)
/** A quiz's answers, when the round has them (decision 056). */
const isAnswers = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) &&
    value.every(
      (a: unknown) =>
        typeof a === 'object' &&
        a !== null &&
        typeof (a as Record<string, unknown>).questionId === 'string' &&
        isNumber((a as Record<string, unknown>).choice),
    ))

function isOfflineRound(item: unknown): item is OfflineRound {
  if (!isStoredResult(item)) return false
  const round = item as unknown as Record<string, unknown>
  return (
    typeof round.id === 'string' &&
    round.id !== '' &&
    typeof round.userId === 'string' &&
    round.userId !== '' &&
    typeof round.profileId === 'string' &&
    round.profileId !== '' &&
    isNumber(round.playedAt) &&
    isNumber(round.durationMs) &&
    STATUSES.includes(round.status as OfflineRound['status']) &&
    isNumber(round.attempts) &&
    isNumber(round.nextAttemptAt) &&
    isNumberOrNull(round.points) &&
    Array.isArray(round.newBadges) &&
    round.newBadges.every((badge) => BADGE_IDS.includes(badge as BadgeId)) &&
    isNumberOrNull(round.addedAt) &&
    isAnswers(round.answers) &&
    (round.refusal === null || typeof round.refusal === 'string')
  )
}

function isKeptRound(item: unknown): item is KeptRound {
  if (typeof item !== 'object' || item === null) return false
  const kept = item as Record<string, unknown>
  return (
    ['userId', 'profileId', 'sessionId', 'band'].every(
      (key) => typeof kept[key] === 'string' && kept[key] !== '',
    ) &&
    Array.isArray(kept.questionIds) &&
    kept.questionIds.length === 12 &&
    kept.questionIds.every((id) => typeof id === 'string') &&
    isNumber(kept.drawnAt)
  )
}

/** A version 1 round: its account's id is its child's (see `Outbox`). */
function fromVersion1(round: unknown): unknown {
  if (typeof round !== 'object' || round === null) return round
  const { userId } = round as Record<string, unknown>
  return { ...round, profileId: userId }
}

/**
 * Reads the stored outbox: a round that is not what this code wrote is
 * dropped (the original is set aside); another version is unreadable.
 */
export function parseOutbox(raw: string): Parsed<Outbox> {
  const data = parseJson(raw)
  if (typeof data !== 'object' || data === null) return unreadable
  const { version, rounds: stored, kept } = data as Record<string, unknown>
  if ((version !== 1 && version !== 2) || !Array.isArray(stored)) {
    return unreadable
  }
  const rounds: unknown[] = version === 2 ? stored : stored.map(fromVersion1)
  const valid = rounds.filter(isOfflineRound)
  const unique = valid.filter(
    (round, index) => valid.findIndex((r) => r.id === round.id) === index,
  )
  return {
    status:
      unique.length !== rounds.length
        ? 'salvaged'
        : version === 1
          ? 'migrated'
          : 'ok',
    value: {
      version: 2,
      rounds: unique,
      ...(Array.isArray(kept) ? { kept: kept.filter(isKeptRound) } : {}),
    },
  }
}

export const serializeOutbox = (outbox: Outbox) => JSON.stringify(outbox)

type NewRound = Pick<
  OfflineRound,
  | 'id'
  | 'userId'
  | 'profileId'
  | 'gameType'
  | 'value'
  | 'answers'
  | 'playedAt'
  | 'durationMs'
>

/** Adds a round to send; an id already in the outbox changes nothing. */
export function addRound(outbox: Outbox, round: NewRound): Outbox {
  if (outbox.rounds.some((r) => r.id === round.id)) return outbox
  const pending: OfflineRound = {
    ...round,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    points: null,
    newBadges: [],
    addedAt: null,
    refusal: null,
  }
  return { ...outbox, rounds: [...outbox.rounds, pending] }
}

const byPlayedAt = (a: OfflineRound, b: OfflineRound) =>
  a.playedAt - b.playedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** `userId`'s rounds, oldest first. */
export function roundsOf(outbox: Outbox, userId: string): OfflineRound[] {
  return outbox.rounds.filter((r) => r.userId === userId).sort(byPlayedAt)
}

/**
 * `userId`'s pending rounds to send now, oldest first: those whose wait is
 * over, or all of them when `ignoreBackoff` (the connection just came back,
 * the app just started).
 */
export function dueRounds(
  outbox: Outbox,
  userId: string,
  now: number,
  { ignoreBackoff = false } = {},
): OfflineRound[] {
  return roundsOf(outbox, userId).filter(
    (r) => r.status === 'pending' && (ignoreBackoff || r.nextAttemptAt <= now),
  )
}

function change(
  outbox: Outbox,
  id: string,
  patch: (round: OfflineRound) => Partial<OfflineRound>,
): Outbox {
  return {
    ...outbox,
    rounds: outbox.rounds.map((r) => (r.id === id ? { ...r, ...patch(r) } : r)),
  }
}

export type AddedOutcome = {
  points: number
  newBadges: BadgeId[]
  addedAt: number
}

/** The server has the round: its points, badges and when it added them. */
export function markAdded(
  outbox: Outbox,
  id: string,
  { points, newBadges, addedAt }: AddedOutcome,
): Outbox {
  return change(outbox, id, () => ({
    status: 'added',
    points,
    newBadges,
    addedAt,
    refusal: null,
  }))
}

/** The server will never take the round; `reason` says why. */
export function markRefused(
  outbox: Outbox,
  id: string,
  reason: string,
): Outbox {
  return change(outbox, id, () => ({ status: 'refused', refusal: reason }))
}

/**
 * Sending `id` failed for a reason that may pass (no connection, a server
 * error): it waits `retryDelayMs` of its attempts, and the `later` rounds
 * (pending after it) wait as long, so they keep their order.
 */
export function markRetry(
  outbox: Outbox,
  id: string,
  now: number,
  later: readonly string[] = [],
): Outbox {
  const failed = outbox.rounds.find((r) => r.id === id)
  if (!failed) return outbox
  const until = now + retryDelayMs(failed.attempts + 1)
  const waiting = change(outbox, id, (r) => ({
    attempts: r.attempts + 1,
    nextAttemptAt: until,
  }))
  return {
    ...waiting,
    rounds: waiting.rounds.map((r) =>
      later.includes(r.id) && r.status === 'pending'
        ? { ...r, nextAttemptAt: Math.max(r.nextAttemptAt, until) }
        : r,
    ),
  }
}

/** When `userId`'s next waiting round is due; null when none waits. */
export function nextAttemptAt(outbox: Outbox, userId: string): number | null {
  const pending = roundsOf(outbox, userId).filter((r) => r.status === 'pending')
  return pending.length === 0
    ? null
    : Math.min(...pending.map((r) => r.nextAttemptAt))
}

/**
 * Drops rounds played longer ago than `KEEP_ROUNDS_MS`, and drawn rounds
 * kept longer than `KEEP_DRAWN_MS`.
 */
export function prune(outbox: Outbox, now: number): Outbox {
  const kept = outbox.rounds.filter((r) => now - r.playedAt <= KEEP_ROUNDS_MS)
  const drawn = outbox.kept?.filter((k) => now - k.drawnAt <= KEEP_DRAWN_MS)
  return kept.length === outbox.rounds.length &&
    drawn?.length === outbox.kept?.length
    ? outbox
    : { ...outbox, rounds: kept, ...(drawn ? { kept: drawn } : {}) }
}

const isChilds = (userId: string, profileId: string) => (kept: KeptRound) =>
  kept.userId === userId && kept.profileId === profileId

/** The drawn round kept for a child, if any (and not too old). */
export function keptRoundOf(
  outbox: Outbox,
  userId: string,
  profileId: string,
  now: number,
): KeptRound | null {
  const kept = outbox.kept?.find(isChilds(userId, profileId))
  return kept && now - kept.drawnAt <= KEEP_DRAWN_MS ? kept : null
}

/** Keeps `round` for its child, in place of the one kept before. */
export function keepDrawnRound(outbox: Outbox, round: KeptRound): Outbox {
  const others = (outbox.kept ?? []).filter(
    (k) => !isChilds(round.userId, round.profileId)(k),
  )
  return { ...outbox, kept: [...others, round] }
}

/** Forgets the drawn round kept for a child (it is being played). */
export function dropKeptRound(
  outbox: Outbox,
  userId: string,
  profileId: string,
): Outbox {
  return {
    ...outbox,
    kept: (outbox.kept ?? []).filter((k) => !isChilds(userId, profileId)(k)),
  }
}
