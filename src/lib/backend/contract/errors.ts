/**
 * The few ways a backend call can fail that the UI tells apart. Both backends
 * throw `BackendError`; the user-facing copy for each kind lives in one table
 * (features/auth/authErrorToast.ts).
 */
export const BACKEND_ERROR_KINDS = [
  'already-registered',
  'invalid-credentials',
  'network',
  'rate-limited',
  'storage-full',
  /** Not signed in, for a call that needs the family (decision 028). */
  'not-signed-in',
  /** A child profile that is not this family's, or no longer exists. */
  'profile-not-found',
  /** A 7th child profile (MAX_PROFILES). */
  'profile-limit',
  /** The fun name is already on the leaderboard (any family). */
  'name-taken',
  /** The parent PIN given does not match. */
  'wrong-pin',
  /**
   * Too many wrong PINs: the PIN is locked until `lockedUntil` (decisions
   * 051 and 069), whatever PIN is given.
   */
  'pin-locked',
  /** Input the forms stop first: a bad fun name, avatar, age band or PIN. */
  'invalid-input',
  /** A password-reset link that has expired, was used, or is not this device's. */
  'link-expired',
  /** The device backend has no e-mail to send a reset link with. */
  'no-email',
  /** A device account without a parent PIN cannot prove its parent. */
  'no-pin',
  'unknown',
] as const
export type BackendErrorKind = (typeof BACKEND_ERROR_KINDS)[number]

export type BackendErrorOptions = ErrorOptions & {
  /** For `pin-locked`: when the lock ends (ISO 8601). */
  lockedUntil?: string
}

export class BackendError extends Error {
  readonly kind: BackendErrorKind
  readonly lockedUntil?: string

  constructor(
    kind: BackendErrorKind,
    message: string,
    { lockedUntil, ...options }: BackendErrorOptions = {},
  ) {
    super(message, options)
    this.name = 'BackendError'
    this.kind = kind
    if (lockedUntil !== undefined) this.lockedUntil = lockedUntil
  }
}

/** The PIN is locked until `lockedUntil` (an ISO 8601 instant). */
export const pinLocked = (lockedUntil: string, options?: ErrorOptions) =>
  new BackendError('pin-locked', 'Too many wrong PINs: the PIN is locked.', {
    ...options,
    lockedUntil,
  })

/** A lock's end as an instant, or undefined when it is not one. */
function lockEnd(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : new Date(at).toISOString()
}

/**
 * The SQLSTATEs the family functions raise (supabase/migrations), so the
 * client can tell the failures apart. PostgREST passes the code through as
 * the error's `code`.
 */
export const FAMILY_SQLSTATES = {
  VK001: 'not-signed-in',
  VK002: 'profile-not-found',
  VK003: 'profile-limit',
  VK004: 'name-taken',
  VK005: 'wrong-pin',
  VK006: 'invalid-input',
} as const satisfies Record<string, BackendErrorKind>

type ErrorLike = {
  name?: unknown
  message?: unknown
  status?: unknown
  code?: unknown
  full?: unknown
  details?: unknown
}

function kindOf(error: ErrorLike): BackendErrorKind {
  const message = typeof error.message === 'string' ? error.message : ''
  const { code, status, name } = error
  if (name === 'StorageWriteError' && error.full === true) {
    return 'storage-full'
  }
  if (typeof code === 'string' && Object.hasOwn(FAMILY_SQLSTATES, code)) {
    return FAMILY_SQLSTATES[code as keyof typeof FAMILY_SQLSTATES]
  }
  if (code === 'user_already_exists' || /already registered/i.test(message)) {
    return 'already-registered'
  }
  if (
    code === 'invalid_credentials' ||
    /invalid login credentials/i.test(message)
  ) {
    return 'invalid-credentials'
  }
  if (
    code === 'otp_expired' ||
    code === 'flow_state_expired' ||
    code === 'flow_state_not_found' ||
    code === 'bad_code_verifier'
  ) {
    return 'link-expired'
  }
  if (code === 'weak_password' || code === 'same_password') {
    return 'invalid-input'
  }
  if (
    status === 429 ||
    code === 'PT429' ||
    code === 'over_request_rate_limit' ||
    code === 'over_email_send_rate_limit'
  ) {
    return 'rate-limited'
  }
  if (
    name === 'AuthRetryableFetchError' ||
    /failed to fetch|networkerror|network request failed|load failed|fetch failed/i.test(
      message,
    )
  ) {
    return 'network'
  }
  return 'unknown'
}

/** Maps anything a backend call threw (supabase-js errors included). */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error
  if (typeof error === 'object' && error !== null) {
    const like = error as ErrorLike
    const message =
      typeof like.message === 'string' && like.message !== ''
        ? like.message
        : ''
    // The server's PIN lock (decision 069): its end is the error's details.
    const lockedUntil = lockEnd(like.details)
    if (like.code === 'PT429' && message === 'pin_locked' && lockedUntil) {
      return pinLocked(lockedUntil, { cause: error })
    }
    return new BackendError(kindOf(like), message, { cause: error })
  }
  return new BackendError('unknown', typeof error === 'string' ? error : '', {
    cause: error,
  })
}
