import type { AgeBand } from '@/lib/backend'
import {
  browserStorage,
  createStoredChoice,
  type StorageLike,
} from '@/lib/storage/storedValue'

/**
 * The games' "Read to me" switch (issue 43): when on, each new screen of a
 * game is read aloud by itself. It is on by default for a child whose
 * profile band is 5–7 (most cannot read yet), off for everyone else until
 * they switch it on. The choice is remembered on this device, per child and
 * for guests: only the exact words `on` and `off` count; `default` (nothing
 * chosen) and anything unreadable read as the band's default.
 */

export const READ_TO_ME_KEY = 'vasavi-kids:read-to-me'
export const READ_TO_ME_SETTINGS = ['on', 'off', 'default'] as const
export type ReadToMeSetting = (typeof READ_TO_ME_SETTINGS)[number]

/** The band whose children hear every screen unless they switch it off. */
export const READ_TO_ME_BAND: AgeBand = '5-7'

/** Whether a player of `band` (null: a guest, or no band) hears each screen. */
export function isReadToMeOn(
  setting: ReadToMeSetting,
  band: AgeBand | null | undefined,
): boolean {
  if (setting === 'default') return band === READ_TO_ME_BAND
  return setting === 'on'
}

/** The stored key of one player on this device: a child's id, or the guest's. */
export function readToMeKey(childId: string | null | undefined): string {
  return childId ? `${READ_TO_ME_KEY}:${childId}` : `${READ_TO_ME_KEY}:guest`
}

export type ReadToMeChoice = ReturnType<typeof createReadToMeChoice>

export function createReadToMeChoice(
  key: string,
  getStorage: () => StorageLike | null = () => browserStorage('localStorage'),
) {
  return createStoredChoice({
    key,
    values: READ_TO_ME_SETTINGS,
    fallback: 'default',
    getStorage,
  })
}

const choices = new Map<string, ReadToMeChoice>()

/** The one stored choice of a player on this device (shared by every game). */
export function readToMeChoiceFor(childId: string | null | undefined) {
  const key = readToMeKey(childId)
  let choice = choices.get(key)
  if (!choice) {
    choice = createReadToMeChoice(key)
    choices.set(key, choice)
  }
  return choice
}
