/**
 * Password hashing for the device backend: PBKDF2-SHA-256 through WebCrypto,
 * a random 16-byte salt per account and a high iteration count (OWASP's
 * figure for PBKDF2-SHA-256). The count is stored with each hash, so it can
 * be raised later without locking anyone out.
 */

export const PBKDF2_ITERATIONS = 600_000
const SALT_BYTES = 16
const HASH_BITS = 256

export type PasswordHash = { salt: string; hash: string; iterations: number }

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', salt, iterations, hash: 'SHA-256' },
    key,
    HASH_BITS,
  )
  return new Uint8Array(bits)
}

export async function hashPassword(
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, iterations)
  return { salt: toBase64(salt), hash: toBase64(hash), iterations }
}

/** Compares in time independent of where the bytes first differ. */
export async function verifyPassword(
  password: string,
  stored: PasswordHash,
): Promise<boolean> {
  const expected = fromBase64(stored.hash)
  const actual = await derive(
    password,
    fromBase64(stored.salt),
    stored.iterations,
  )
  if (actual.length !== expected.length) return false
  let difference = 0
  for (let i = 0; i < actual.length; i += 1) {
    difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0)
  }
  return difference === 0
}
