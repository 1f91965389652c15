import * as z from 'zod/mini'

import type { FamilyBackend } from '../contract/backend'
import { BackendError, pinLocked, toBackendError } from '../contract/errors'
import type { SupabaseContext } from './supabaseContext'
import { parse } from './supabaseRows'

type PinMethods = Pick<
  FamilyBackend,
  'setParentPin' | 'resetParentPin' | 'verifyParentPin' | 'parentPinLockedUntil'
>

const isTrue = z.boolean()
const lockEnd = z.nullable(z.string())

/**
 * The parent PIN on Supabase: hashed, checked and locked by the server. A
 * locked PIN's refusal carries the lock's end; the miss that locks it
 * answers false (so it is counted), and the lock is then asked for.
 */
export function createSupabasePin(context: SupabaseContext): PinMethods {
  const { client, requireSession } = context

  async function lockedUntil(): Promise<string | null> {
    const { data, error } = await client.rpc('parent_pin_locked_until')
    if (error) throw toBackendError(error)
    const until = parse(lockEnd, data, 'PIN lock')
    return until === null ? null : new Date(until).toISOString()
  }

  /** After a miss: the PIN may have locked just now. */
  async function throwIfLocked() {
    const until = await lockedUntil()
    if (until !== null) throw pinLocked(until)
  }

  return {
    async setParentPin({ pin, currentPin }) {
      await requireSession()
      const { data, error } = await client.rpc('set_parent_pin', {
        new_pin: pin,
        ...(currentPin === undefined ? {} : { current_pin: currentPin }),
      })
      if (error) throw toBackendError(error)
      if (!parse(isTrue, data, 'PIN answer')) {
        await throwIfLocked()
        throw new BackendError('wrong-pin', 'The current PIN does not match.')
      }
    },

    async resetParentPin(pin) {
      await requireSession()
      // The server checks that the sign-in is fresh (decision 031).
      const { error } = await client.rpc('reset_parent_pin', { new_pin: pin })
      if (error) throw toBackendError(error)
    },

    async verifyParentPin(pin) {
      await requireSession()
      const { data, error } = await client.rpc('verify_parent_pin', { pin })
      if (error) throw toBackendError(error)
      const ok = parse(isTrue, data, 'PIN answer')
      if (!ok) await throwIfLocked()
      return ok
    },

    async parentPinLockedUntil() {
      await requireSession()
      return lockedUntil()
    },
  }
}
