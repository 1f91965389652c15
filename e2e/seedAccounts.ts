import { pbkdf2Sync, randomBytes } from 'node:crypto'

import type { Page } from '@playwright/test'

/**
 * Saved device accounts written straight into localStorage before the page
 * loads (src/lib/backend/device/deviceData.ts documents the format), so a test can
 * start from a family, or from an account of the old one-player format,
 * without signing up. Hashes use few PBKDF2 iterations: the count is stored
 * with each hash, exactly as the app reads it.
 */

export const ACCOUNTS_KEY = 'vasavi-kids:device-accounts:v1'
export const SESSION_KEY = 'vasavi-kids:device-session:v1'
const ITERATIONS = 1000

export function pbkdf2(secret: string) {
  const salt = randomBytes(16)
  const hash = pbkdf2Sync(secret, salt, ITERATIONS, 32, 'sha256')
  return {
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
    iterations: ITERATIONS,
  }
}

type Seed = { data: unknown; sessionId: string | null }

/** Saves `data` (and a signed-in id) before every page load of the test. */
export async function seedAccounts(page: Page, seed: Seed) {
  await page.addInitScript(
    ({ seed: { data, sessionId }, keys }) => {
      // Only once: later loads keep what the app saved since.
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(keys.accounts, JSON.stringify(data))
      if (sessionId) localStorage.setItem(keys.session, sessionId)
    },
    { seed, keys: { accounts: ACCOUNTS_KEY, session: SESSION_KEY } },
  )
}

/**
 * The child `profileId` is the one playing for the signed-in session
 * `sessionId`, from the first page load on (once: the app keeps what is
 * chosen later).
 */
export async function seedPlayer(
  page: Page,
  sessionId: string | null,
  profileId: string,
) {
  await page.addInitScript(
    ({ sessionId, profileId }) => {
      if (sessionId === null || sessionStorage.getItem('seeded-player')) return
      sessionStorage.setItem('seeded-player', '1')
      localStorage.setItem(
        'vasavi-kids:active-profile:v1',
        JSON.stringify({ [sessionId]: profileId }),
      )
    },
    { sessionId, profileId },
  )
}

/** A signed-in family with a parent PIN and no children yet. */
export function familyWithPin(email: string, password: string, pin: string) {
  const id = 'family-1'
  return {
    sessionId: id,
    data: {
      version: 2,
      families: [
        {
          id,
          email,
          password: pbkdf2(password),
          createdAt: Date.now(),
          consentedAt: Date.now(),
          policyVersion: '2026-11-25',
          pin: pbkdf2(pin),
          pinMisses: 0,
          pinLockedUntil: 0,
          profiles: [],
        },
      ],
    },
  }
}
