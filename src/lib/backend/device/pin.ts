import type { FamilyBackend } from '../contract/backend'
import { BackendError, pinLocked } from '../contract/errors'
import {
  PIN_MAX_MISSES,
  PIN_RESET_WINDOW_MS,
  pinLockMs,
} from '../contract/types'
import { hashPassword, verifyPassword } from '../rules/passwords'
import { isValidPin } from '../rules/profileRules'
import type { DeviceFamily } from './deviceData'
import { later, type DeviceStore } from './deviceStore'

type PinMethods = Pick<
  FamilyBackend,
  'setParentPin' | 'resetParentPin' | 'verifyParentPin' | 'parentPinLockedUntil'
>

/**
 * The device backend's parent PIN: a PBKDF2 hash, a lock after
 * `PIN_MAX_MISSES` wrong tries (a right PIN given to change it counts too)
 * that doubles each time until a right PIN (`pinLockMs`) and says when it
 * ends, and the grown-up window a right PIN opens. A new PIN set after
 * signing in again clears the lock.
 */
export function createDevicePin(store: DeviceStore): PinMethods {
  const { iterations, now } = store

  function checkPin(pin: string) {
    if (!isValidPin(pin)) {
      throw new BackendError('invalid-input', 'The PIN must be 4 digits.')
    }
  }

  /** Refuses any PIN while the lock holds, saying when it ends. */
  function checkLock(family: DeviceFamily) {
    if (family.pinLockedUntil > now()) {
      throw pinLocked(new Date(family.pinLockedUntil).toISOString())
    }
  }

  /**
   * Checks `pin` against the family's PIN and counts a miss: the
   * `PIN_MAX_MISSES`-th locks it and says until when (decision 069). A
   * right PIN opens the grown-up window.
   */
  async function matches(family: DeviceFamily, pin: string | undefined) {
    if (family.pin === null) return false
    checkLock(family)
    const ok =
      pin !== undefined &&
      isValidPin(pin) &&
      (await verifyPassword(pin, family.pin))
    const updated = store.updateFamily((f) => {
      if (ok) {
        return store.openWindow({
          ...f,
          pinMisses: 0,
          pinLocks: 0,
          pinLockedUntil: 0,
        })
      }
      const misses = f.pinMisses + 1
      const locks = f.pinLocks ?? 0
      return misses >= PIN_MAX_MISSES
        ? {
            ...f,
            pinMisses: 0,
            pinLocks: locks + 1,
            pinLockedUntil: now() + pinLockMs(locks),
            grownUpUntil: 0,
          }
        : { ...f, pinMisses: misses, grownUpUntil: 0 }
    })
    if (!ok) checkLock(updated)
    return ok
  }

  async function storePin(pin: string) {
    const stored = await hashPassword(pin, iterations)
    store.updateFamily((f: DeviceFamily) =>
      store.openWindow({
        ...f,
        pin: stored,
        pinMisses: 0,
        pinLockedUntil: 0,
        pinLocks: 0,
      }),
    )
  }

  return {
    async setParentPin({ pin, currentPin }) {
      const family = store.signedIn()
      checkPin(pin)
      if (family.pin !== null && !(await matches(family, currentPin))) {
        throw new BackendError('wrong-pin', 'That is not the PIN.')
      }
      await storePin(pin)
    },

    async resetParentPin(pin) {
      const family = store.signedIn()
      checkPin(pin)
      if ((family.signedInAt ?? 0) + PIN_RESET_WINDOW_MS < now()) {
        throw new BackendError(
          'wrong-pin',
          'Sign in again with the password to replace a forgotten PIN.',
        )
      }
      await storePin(pin)
    },

    async verifyParentPin(pin) {
      return matches(store.signedIn(), pin)
    },

    parentPinLockedUntil: () =>
      later(() => {
        const until = store.signedIn().pinLockedUntil
        return until > now() ? new Date(until).toISOString() : null
      }),
  }
}
