import type { LoadQuestionBank } from '@/lib/quiz/bank'

import type { Backend } from '../contract/backend'
import { createDeviceAuth } from './auth'
import { createDeviceStore, type DeviceBackendOptions } from './deviceStore'
import { createDeviceFamily } from './family'
import { createDeviceLeaderboard } from './leaderboard'
import { createDeviceRounds } from './rounds'

export { DEVICE_ACCOUNTS_KEY, DEVICE_SESSION_KEY } from './deviceData'
export { PIN_LOCK_MS, PIN_MAX_MISSES } from '../contract/types'

/**
 * The embedded backend used when no Supabase project is configured
 * (decisions 016 and 028): families kept in this browser's localStorage,
 * the parent's password and PIN hashed with PBKDF2, the same scoring and
 * badge rules as the server, and a leaderboard of the children of this
 * device. Guests' results stay in the guest store until the first child
 * profile of a family takes them over. One file per area, sharing one
 * store (deviceStore.ts).
 */
export function createDeviceBackend(options: DeviceBackendOptions): Backend {
  const store = createDeviceStore(options)
  return {
    kind: 'device',
    ...createDeviceAuth(store),
    ...createDeviceFamily(store),
    ...createDeviceRounds(store),
    ...createDeviceLeaderboard(store),
  }
}

export function createBrowserDeviceBackend(
  loadBank: LoadQuestionBank,
): Backend {
  return createDeviceBackend({ storage: window.localStorage, loadBank })
}
