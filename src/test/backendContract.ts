import type { Backend } from '@/lib/backend/contract/backend'
import type { SignUpInput } from '@/lib/backend/contract/types'
import { createDeviceBackend } from '@/lib/backend/device/device'
import { createSupabaseBackend } from '@/lib/backend/supabase/supabase'
import {
  createFakeSupabaseServer,
  type FakeNetwork,
  type FakeSupabaseServer,
} from '@/test/fakeSupabaseServer'
import { loadTestBank } from '@/test/questionBank'

/**
 * The two implementations the contract tests (lib/backend/contract, one file
 * per area of `Backend`) run against: the device backend over jsdom's
 * localStorage, and the Supabase backend (supabase-js for real) over an
 * in-memory project (src/test/fakeSupabaseServer.ts).
 */
// Each Supabase backend its own project, so its own storage key.
let projects = 0
let lastServer: FakeSupabaseServer | null = null

/** The in-memory project of the Supabase backend made last (its mailbox). */
export function latestFakeServer(): FakeSupabaseServer {
  if (!lastServer) throw new Error('No Supabase backend was made yet')
  return lastServer
}

export const CONTRACT_BACKENDS: {
  name: string
  /**
   * `network` switches the Supabase project's connection off and on (the
   * device backend needs none: it plays the same either way).
   */
  make: (network?: FakeNetwork) => Backend
}[] = [
  {
    name: 'device',
    make: () =>
      createDeviceBackend({
        storage: window.localStorage,
        iterations: 1000,
        loadBank: loadTestBank,
      }),
  },
  {
    name: 'supabase',
    make: (network) =>
      createSupabaseBackend({
        url: `https://contract-${(projects += 1)}.example.co`,
        anonKey: 'public-anon-key',
        siteUrl: 'https://kids.example.org',
        fetch: (lastServer = createFakeSupabaseServer(network)).fetch,
        storage: window.localStorage,
        navigate: () => undefined,
        loadBank: loadTestBank,
      }),
  },
]

export const PARENT: SignUpInput = {
  email: 'parent@example.org',
  password: 'secret1',
  parentConsent: true,
  policyVersion: '2026-11-25',
}

/** A parent signed up (and so signed in), with a child of each fun name. */
export async function familyWith(backend: Backend, funNames: string[] = []) {
  await backend.signUp(PARENT)
  const profiles = []
  for (const funName of funNames) {
    profiles.push(await backend.addProfile({ funName, avatar: 'peacock' }))
  }
  return profiles
}
