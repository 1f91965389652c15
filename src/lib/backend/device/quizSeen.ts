import {
  EMPTY_REVIEW,
  type ReviewItem,
  type ReviewState,
} from '@/lib/quiz/review'
import {
  parseJson,
  storedKey,
  unreadable,
  type Parsed,
  type StorageLike,
} from '@/lib/storage/storedValue'

/**
 * The quiz's seen cycles kept on this device (issue 36): per owner (`guest`,
 * or a child profile's id for the rounds a signed-in child plays offline on
 * the Supabase backend) the bank ids drawn since that band was last seen
 * whole. The device backend keeps a child's list in the family instead.
 */

export const QUIZ_SEEN_KEY = 'vasavi-kids:quiz-seen:v1'
/** The owner of a guest's cycles. */
export const GUEST_OWNER = 'guest'

export type QuizSeen = { version: 1; owners: Record<string, string[]> }
const EMPTY: QuizSeen = { version: 1, owners: {} }

/** Owners whose list is not a list of ids are dropped (`salvaged`). */
export function parseQuizSeen(raw: string): Parsed<QuizSeen> {
  const data = parseJson(raw)
  if (typeof data !== 'object' || data === null) return unreadable
  const { version, owners } = data as Record<string, unknown>
  if (version !== 1 || typeof owners !== 'object' || owners === null) {
    return unreadable
  }
  const kept: Record<string, string[]> = {}
  let dropped = false
  for (const [owner, ids] of Object.entries(owners)) {
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) {
      kept[owner] = [...new Set(ids)]
    } else dropped = true
  }
  return {
    status: dropped ? 'salvaged' : 'ok',
    value: { version, owners: kept },
  }
}

const STORED = storedKey(QUIZ_SEEN_KEY, {
  parse: parseQuizSeen,
  serialize: (value: QuizSeen) => JSON.stringify(value),
  fallback: EMPTY,
})

export function createQuizSeenStore(storage: StorageLike) {
  return {
    /** The ids `owner` has seen in their current cycles (every band). */
    read: (owner: string): string[] => STORED.read(storage).owners[owner] ?? [],
    /** Throws a `StorageWriteError` when it does not fit. */
    write(owner: string, ids: readonly string[]) {
      const saved = STORED.read(storage)
      STORED.write(storage, {
        version: 1,
        owners: { ...saved.owners, [owner]: [...ids] },
      })
    },
  }
}

export type QuizSeenStore = ReturnType<typeof createQuizSeenStore>

/**
 * The review of the quiz kept on this device (decision 076): per owner, as
 * the seen cycles, the rounds drawn and the questions missed and not yet
 * learnt. An owner whose review cannot be read starts again (`salvaged`).
 */
export const QUIZ_REVIEW_KEY = 'vasavi-kids:quiz-review:v1'

export type QuizReviews = { version: 1; owners: Record<string, ReviewState> }

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value)

function parseReview(value: unknown): ReviewState | null {
  if (typeof value !== 'object' || value === null) return null
  const { rounds, items } = value as Record<string, unknown>
  if (!isCount(rounds) || !Array.isArray(items)) return null
  const kept: ReviewItem[] = []
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) return null
    const { id, rights, missedRound, lastAsked } = item as Record<
      string,
      unknown
    >
    if (
      typeof id !== 'string' ||
      !isCount(rights) ||
      !isCount(missedRound) ||
      !isCount(lastAsked)
    ) {
      return null
    }
    kept.push({ id, rights, missedRound, lastAsked })
  }
  return { rounds, items: kept }
}

export function parseQuizReviews(raw: string): Parsed<QuizReviews> {
  const data = parseJson(raw)
  if (typeof data !== 'object' || data === null) return unreadable
  const { version, owners } = data as Record<string, unknown>
  if (version !== 1 || typeof owners !== 'object' || owners === null) {
    return unreadable
  }
  const kept: Record<string, ReviewState> = {}
  let dropped = false
  for (const [owner, review] of Object.entries(owners)) {
    const parsed = parseReview(review)
    if (parsed) kept[owner] = parsed
    else dropped = true
  }
  return {
    status: dropped ? 'salvaged' : 'ok',
    value: { version, owners: kept },
  }
}

const REVIEWS = storedKey(QUIZ_REVIEW_KEY, {
  parse: parseQuizReviews,
  serialize: (value: QuizReviews) => JSON.stringify(value),
  fallback: { version: 1, owners: {} },
})

export function createQuizReviewStore(storage: StorageLike) {
  return {
    read: (owner: string): ReviewState =>
      REVIEWS.read(storage).owners[owner] ?? EMPTY_REVIEW,
    /** Throws a `StorageWriteError` when it does not fit. */
    write(owner: string, review: ReviewState) {
      const saved = REVIEWS.read(storage)
      REVIEWS.write(storage, {
        version: 1,
        owners: { ...saved.owners, [owner]: review },
      })
    },
  }
}
