import {
  createContext,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react'

import { whenBrowserIdle } from '@/lib/browserIdle'

import {
  browserAudioContext,
  createSoundPlayer,
  type SoundPlayer,
} from './soundPlayer'
import { soundPreference } from './soundPreference'

let devicePlayer: SoundPlayer | null = null

/** The one player of the visit, on this device's sound setting. */
function getDevicePlayer(): SoundPlayer {
  devicePlayer ??= createSoundPlayer({
    createContext: browserAudioContext,
    isEnabled: soundPreference.isOn,
  })
  return devicePlayer
}

/** Lets tests (and a page that wants another player) hand one in. */
export const SoundPlayerContext = createContext<SoundPlayer | null>(null)

/** The sound player the games play through. */
export function useSound(): SoundPlayer {
  return useContext(SoundPlayerContext) ?? getDevicePlayer()
}

/** Whether sound is on, and a way to turn it on or off (remembered). */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    soundPreference.subscribe,
    soundPreference.isOn,
    () => true,
  )
  return [on, soundPreference.set]
}

/** How long the audio waits for an idle moment once a game is open. */
const PREPARE_WITHIN_MS = 2000

/**
 * Browsers let a page make sound only once the person has tapped or pressed
 * a key: the first tap or key press in a game wakes the audio. The audio is
 * made in an idle moment once the game is open, so that tap only wakes it.
 */
export function useUnlockSoundOnTap() {
  const player = useSound()
  useEffect(() => {
    const cancelPrepare = whenBrowserIdle(
      () => player.prepare(),
      PREPARE_WITHIN_MS,
    )
    const unlock = () => player.unlock()
    const options = { capture: true, passive: true }
    document.addEventListener('pointerdown', unlock, options)
    document.addEventListener('keydown', unlock, options)
    return () => {
      cancelPrepare()
      document.removeEventListener('pointerdown', unlock, options)
      document.removeEventListener('keydown', unlock, options)
    }
  }, [player])
}
