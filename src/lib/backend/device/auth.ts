import { writeActiveProfileId } from '../activeProfile'
import type { AuthBackend } from '../backend'
import {
  forgetDeviceSession,
  writeDeviceSession,
  type DeviceFamily,
} from '../deviceData'
import { BackendError } from '../errors'
import { hashPassword, verifyPassword } from '../passwords'
import type { AuthSession } from '../types'
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
