import type { FamilyBackend } from '../backend'
import type { DeviceFamily } from '../deviceData'
import { BackendError } from '../errors'
import { hashPassword, verifyPassword } from '../passwords'
import { isValidPin } from '../profileRules'
import { PIN_MAX_MISSES, PIN_RESET_WINDOW_MS, pinLockMs } from '../types'
import type { DeviceStore } from './deviceStore'

type PinMethods = Pick<
  FamilyBackend,
  'setParentPin' | 'resetParentPin' | 'verifyParentPin'
>

/**
 * The device backend's parent PIN: a PBKDF2 hash, a lock after
 * `PIN_MAX_MISSES` wrong tries that doubles each time until a right PIN
 * (`pinLockMs`), and the grown-up window a right PIN opens.
 */
export function createDevicePin(store: DeviceStore): PinMethods {
  const { iterations, now } = store

  function checkPin(pin: string) {
    if (!isValidPin(pin)) {
      throw new BackendError('invalid-input', 'The PIN must be 4 digits.')
    }
  }

  async function storePin(pin: string) {
    const stored = await hashPassword(pin, iterations)
    store.updateFamily((f: DeviceFamily) =>
      store.extendWindow({
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
      if (family.pin !== null) {
        const ok =
          currentPin !== undefined &&
          (await verifyPassword(currentPin, family.pin))
        if (!ok) throw new BackendError('wrong-pin', 'That is not the PIN.')
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
      const family = store.signedIn()
      if (family.pin === null) return false
      if (family.pinLockedUntil > now()) {
        throw new BackendError(
          'rate-limited',
          'Too many wrong PINs. Please wait a minute.',
        )
      }
      const ok = isValidPin(pin) && (await verifyPassword(pin, family.pin))
      store.updateFamily((f) => {
        if (ok) return store.extendWindow({ ...f, pinMisses: 0, pinLocks: 0 })
        const misses = f.pinMisses + 1
        const locks = f.pinLocks ?? 0
        return misses >= PIN_MAX_MISSES
          ? {
              ...f,
              pinMisses: 0,
              pinLocks: locks + 1,
              pinLockedUntil: now() + pinLockMs(locks),
            }
          : { ...f, pinMisses: misses }
      })
      return ok
    },
  }
}
