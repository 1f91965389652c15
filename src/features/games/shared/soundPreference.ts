import {
  readStored,
  unreadable,
  writeStored,
  type Parsed,
  type StorageLike,
} from '@/lib/storage/storedValue'

/**
 * Whether the games make sounds, remembered on this device (localStorage).
 * The stored text is never trusted (decision 027): only the exact words
 * `on` and `off` count; anything else (a hand edit, a value from some other
 * version) is set aside and reads as the default, sound on.
 */

export const SOUND_KEY = 'vasavi-kids:sound'
export const SOUND_SETTINGS = ['on', 'off'] as const
export type SoundSetting = (typeof SOUND_SETTINGS)[number]
export const DEFAULT_SOUND: SoundSetting = 'on'

/** The saved setting: `on` or `off`, or unreadable (set aside). */
export function parseStoredSoundSetting(raw: string): Parsed<SoundSetting> {
  return raw === 'on' || raw === 'off'
    ? { status: 'ok', value: raw }
    : unreadable
}

function deviceStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be blocked (privacy settings): the choice then lasts
    // until the page is left.
    return null
  }
}

export type SoundPreference = {
  isOn: () => boolean
  set: (on: boolean) => void
  subscribe: (listener: () => void) => () => void
}

export function createSoundPreference(
  getStorage: () => StorageLike | null = deviceStore,
): SoundPreference {
  const listeners = new Set<() => void>()
  // What was chosen during this visit, when the storage would not keep it.
  let fallback: SoundSetting = DEFAULT_SOUND

  // An unreadable value is set aside once; later reads find nothing saved.
  const read = (): SoundSetting =>
    readStored(getStorage(), SOUND_KEY, {
      parse: parseStoredSoundSetting,
      serialize: (setting) => setting,
      fallback,
    })

  function set(on: boolean) {
    const setting: SoundSetting = on ? 'on' : 'off'
    fallback = setting
    const storage = getStorage()
    try {
      if (storage) writeStored(storage, SOUND_KEY, setting)
    } catch {
      // Quota or privacy mode: keep the in-memory choice.
    }
    for (const listener of listeners) listener()
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  return { isOn: () => read() === 'on', set, subscribe }
}

export const soundPreference = createSoundPreference()
