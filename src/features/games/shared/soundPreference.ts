import {
  browserStorage,
  createStoredChoice,
  parseChoice,
  type Parsed,
  type StorageLike,
} from '@/lib/storage/storedValue'

/**
 * Whether the games make sounds, remembered on this device (localStorage).
 * The stored text is never trusted (decision 027): only the exact words
 * `on` and `off` count; anything else (a hand edit, a value from some other
 * version) is set aside and reads as the default, sound on. Storage can be
 * blocked (privacy settings): the choice then lasts until the page is left.
 */

export const SOUND_KEY = 'vasavi-kids:sound'
export const SOUND_SETTINGS = ['on', 'off'] as const
export type SoundSetting = (typeof SOUND_SETTINGS)[number]
export const DEFAULT_SOUND: SoundSetting = 'on'

/** The saved setting: `on` or `off`, or unreadable (set aside). */
export function parseStoredSoundSetting(raw: string): Parsed<SoundSetting> {
  return parseChoice(SOUND_SETTINGS, raw)
}

export type SoundPreference = {
  isOn: () => boolean
  set: (on: boolean) => void
  subscribe: (listener: () => void) => () => void
}

export function createSoundPreference(
  getStorage: () => StorageLike | null = () => browserStorage('localStorage'),
): SoundPreference {
  const setting = createStoredChoice({
    key: SOUND_KEY,
    values: SOUND_SETTINGS,
    fallback: DEFAULT_SOUND,
    getStorage,
  })
  return {
    isOn: () => setting.read() === 'on',
    set: (on) => setting.write(on ? 'on' : 'off'),
    subscribe: setting.subscribe,
  }
}

export const soundPreference = createSoundPreference()
