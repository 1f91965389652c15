import type { AvatarId, Backend, ChildProfile } from '@/lib/backend'
import { writeActiveProfileId } from '@/lib/backend/device/activeProfile'
import { createDeviceBackend } from '@/lib/backend/device/device'
import { loadTestBank } from '@/test/questionBank'

export const PARENT = {
  email: 'parent@example.org',
  password: 'secret1',
  parentConsent: true,
  policyVersion: '2026-11-25',
} as const

type FamilyOptions = {
  /** Fun names of the children to add, in order. */
  children?: string[]
  avatar?: AvatarId
  /** The child playing on this device (a fun name of `children`). */
  playing?: string
  pin?: string
  signedIn?: boolean
}

/**
 * A device backend (fast hashing, jsdom's localStorage) with a parent's
 * family signed up, its children added and, if asked, one of them chosen as
 * the player of this device.
 */
export async function deviceFamily({
  children = [],
  avatar = 'peacock',
  playing,
  pin,
  signedIn = true,
}: FamilyOptions = {}): Promise<{
  backend: Backend
  profiles: ChildProfile[]
  familyId: string
}> {
  const backend = createDeviceBackend({
    storage: window.localStorage,
    iterations: 1000,
    loadBank: loadTestBank,
  })
  const session = await backend.signUp(PARENT)
  if (!session) throw new Error('The device backend always signs in')
  const profiles: ChildProfile[] = []
  for (const funName of children) {
    profiles.push(await backend.addProfile({ funName, avatar }))
  }
  if (pin) await backend.setParentPin({ pin })
  const chosen = profiles.find((profile) => profile.funName === playing)
  if (chosen) {
    writeActiveProfileId(window.localStorage, session.user.id, chosen.id)
  }
  if (!signedIn) await backend.signOut()
  return { backend, profiles, familyId: session.user.id }
}
