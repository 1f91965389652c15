import * as z from 'zod/mini'

import type { FamilyBackend } from '../backend'
import { BackendError, toBackendError } from '../errors'
import { parse } from '../supabaseRows'
import type { SupabaseContext } from './supabaseContext'

type PinMethods = Pick<
  FamilyBackend,
  'setParentPin' | 'resetParentPin' | 'verifyParentPin'
>

const isTrue = z.boolean()

/** The parent PIN on Supabase: hashed, checked and locked by the server. */
export function createSupabasePin(context: SupabaseContext): PinMethods {
  const { client, requireSession } = context

  return {
    async setParentPin({ pin, currentPin }) {
      await requireSession()
      const { data, error } = await client.rpc('set_parent_pin', {
        new_pin: pin,
        ...(currentPin === undefined ? {} : { current_pin: currentPin }),
      })
      if (error) throw toBackendError(error)
      if (!parse(isTrue, data, 'PIN answer')) {
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
      return parse(isTrue, data, 'PIN answer')
    },
  }
}
