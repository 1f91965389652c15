import type { AuthBackend } from '../contract/backend'
import { BackendError } from '../contract/errors'
import {
  PIN_MAX_MISSES,
  pinLockMs,
  type AuthSession,
  type PinRecoveryInput,
} from '../contract/types'
import { hashPassword, verifyPassword } from '../rules/passwords'
import { isValidPin } from '../rules/profileRules'
import { writeActiveProfileId } from './activeProfile'
import {
  forgetDeviceSession,
  writeDeviceSession,
  type DeviceFamily,
} from './deviceData'
import { later, type DeviceStore } from './deviceStore'

/**
 * The device backend's parent accounts: an e-mail and a password hashed
 * with PBKDF2, the consent given at sign-up, the session kept on this device.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const sessionOf = (family: DeviceFamily): AuthSession => ({
  user: { id: family.id, email: family.email },
  expiresAt: null,
})

function checkNewPassword(password: string) {
  if (password.length < 6) {
    throw new BackendError(
      'invalid-input',
      'Password must be at least 6 characters',
    )
  }
}

const invalidCredentials = () =>
  new BackendError('invalid-credentials', 'Invalid login credentials')
const alreadyRegistered = () =>
  new BackendError('already-registered', 'User already registered')
const noEmail = () =>
  Promise.reject(
    new BackendError(
      'no-email',
      'In demo mode accounts live on this device only: there is no e-mail to send.',
    ),
  )

/** A try of `family`'s PIN counted as the PIN screen counts it (pin.ts). */
function countPinTry(family: DeviceFamily, ok: boolean, now: number) {
  if (ok) return { ...family, pinMisses: 0, pinLocks: 0 }
  const misses = family.pinMisses + 1
  const locks = family.pinLocks ?? 0
  return misses >= PIN_MAX_MISSES
    ? {
        ...family,
        pinMisses: 0,
        pinLocks: locks + 1,
        pinLockedUntil: now + pinLockMs(locks),
      }
    : { ...family, pinMisses: misses }
}

export function createDeviceAuth(store: DeviceStore): AuthBackend {
  const { storage, iterations, now, listeners, sessions, read, write } = store

  function emit(
    event: 'SIGNED_IN' | 'SIGNED_OUT',
    session: AuthSession | null,
  ) {
    for (const listener of listeners) listener(event, session)
  }

  function signInAs(family: DeviceFamily): AuthSession {
    writeDeviceSession(storage, family.id)
    store.updateFamily((f) => ({ ...f, signedInAt: now() }))
    const session = sessionOf(family)
    emit('SIGNED_IN', session)
    return session
  }

  function signOutHere() {
    sessions.clear()
    forgetDeviceSession(storage)
    emit('SIGNED_OUT', null)
  }

  return {
    getSession: () =>
      later(() => {
        const family = store.currentFamily()
        return family ? sessionOf(family) : null
      }),

    onAuthChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    async signUp({ email, password, parentConsent, policyVersion }) {
      const address = email.trim().toLowerCase()
      if (!EMAIL.test(address)) {
        throw new BackendError('invalid-input', 'Invalid email address')
      }
      checkNewPassword(password)
      // The type says `true`; a caller outside TypeScript could send less.
      if ((parentConsent as boolean) !== true || policyVersion === '') {
        throw new BackendError(
          'invalid-input',
          'A parent or guardian must confirm they are 18 or older.',
        )
      }
      if (read().families.some((family) => family.email === address)) {
        throw alreadyRegistered()
      }
      const stored = await hashPassword(password, iterations)
      const at = now()
      const family: DeviceFamily = {
        id: crypto.randomUUID(),
        email: address,
        password: stored,
        createdAt: at,
        consentedAt: at,
        policyVersion,
        pin: null,
        pinMisses: 0,
        pinLockedUntil: 0,
        profiles: [],
      }
      // Read again: another tab may have written while we hashed.
      const latest = read()
      if (latest.families.some((f) => f.email === address)) {
        throw alreadyRegistered()
      }
      write({ ...latest, families: [...latest.families, family] })
      return signInAs(family)
    },

    async signIn({ email, password }) {
      const address = email.trim().toLowerCase()
      const family = read().families.find((f) => f.email === address)
      const ok = family
        ? await verifyPassword(password, family.password)
        : false
      if (!family || !ok) throw invalidCredentials()
      return signInAs(family)
    },

    signInWithGoogle: () =>
      Promise.reject(
        new BackendError(
          'unknown',
          'Google sign-in needs a Supabase project. In this demo, sign up with your email instead.',
        ),
      ),

    signOut: () => later(signOutHere),

    giveParentConsent: (policyVersion) =>
      later(() => {
        if (policyVersion === '') {
          throw new BackendError('invalid-input', 'Which policy version?')
        }
        store.updateFamily((f) => ({ ...f, consentedAt: now(), policyVersion }))
      }),

    async changePassword({ currentPassword, newPassword }) {
      const family = store.signedIn()
      if (!(await verifyPassword(currentPassword, family.password))) {
        throw invalidCredentials()
      }
      checkNewPassword(newPassword)
      const password = await hashPassword(newPassword, iterations)
      store.updateFamily((f) => ({ ...f, password }))
    },

    requestPasswordReset: noEmail,
    recoverSession: noEmail,
    setNewPassword: noEmail,

    /**
     * The e-mail and the parent PIN prove the parent (decision 070):
     * everything of the account, its children and their rounds, stays as it
     * was; only the password is new.
     */
    async recoverWithPin({ email, pin, newPassword }: PinRecoveryInput) {
      const address = email.trim().toLowerCase()
      const family = read().families.find((f) => f.email === address)
      if (!family) {
        throw new BackendError(
          'invalid-credentials',
          'No account on this device has this e-mail address.',
        )
      }
      if (family.pin === null) {
        throw new BackendError('no-pin', 'This account has no parent PIN.')
      }
      if (family.pinLockedUntil > now()) {
        throw new BackendError('rate-limited', 'Too many wrong PINs.')
      }
      checkNewPassword(newPassword)
      const ok = isValidPin(pin) && (await verifyPassword(pin, family.pin))
      const password = ok ? await hashPassword(newPassword, iterations) : null
      // Read again: another tab may have written while we hashed.
      const latest = read()
      const current = latest.families.find((f) => f.id === family.id)
      if (!current) throw invalidCredentials()
      const counted = countPinTry(current, ok, now())
      const updated = password ? { ...counted, password } : counted
      write({
        ...latest,
        families: latest.families.map((f) =>
          f.id === family.id ? updated : f,
        ),
      })
      if (!ok) throw new BackendError('wrong-pin', 'That is not the PIN.')
      return signInAs(updated)
    },

    deleteAccount: () =>
      later(() => {
        const data = read()
        const family = store.signedIn(data)
        store.grownUpChange(family)
        write({
          ...data,
          families: data.families.filter((f) => f.id !== family.id),
        })
        writeActiveProfileId(storage, family.id, null)
        signOutHere()
      }),
  }
}
