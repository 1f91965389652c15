/**
 * Whether the games make sounds, remembered on this device (localStorage).
 * The stored text is never trusted: only the exact words `on` and `off`
 * count; anything else (a value from an old version, a hand edit, another
 * site's leftovers) reads as the default, sound on.
 */

export const SOUND_KEY = 'vasavi-kids:sound'
export const SOUND_SETTINGS = ['on', 'off'] as const
export type SoundSetting = (typeof SOUND_SETTINGS)[number]
export const DEFAULT_SOUND: SoundSetting = 'on'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export function parseSoundSetting(raw: string | null): SoundSetting {
  return raw === 'on' || raw === 'off' ? raw : DEFAULT_SOUND
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

  function read(): SoundSetting {
    try {
      const stored = getStorage()?.getItem(SOUND_KEY) ?? null
      return stored === null ? fallback : parseSoundSetting(stored)
    } catch {
      return fallback
    }
  }

  function set(on: boolean) {
    const setting: SoundSetting = on ? 'on' : 'off'
    fallback = setting
    try {
      getStorage()?.setItem(SOUND_KEY, setting)
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
