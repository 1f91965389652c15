import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

import { usePlayer } from '@/lib/backend'
import { getActiveLanguage } from '@/lib/i18n/language'
import { getBrowserNarrator } from '@/lib/speech/browserNarrator'
import {
  buildNarrationQueue,
  placeAt,
  type NarrationItem,
  type NarrationPlace,
  type NarrationQueue,
} from '@/lib/speech/narrationQueue'
import { useReadAloud } from '@/lib/speech/useReadAloud'
import type { SpeechLang } from '@/lib/speech/voices'

import { isReadToMeOn, readToMeChoiceFor } from './readToMe'
import { useSoundSetting } from './useSound'

export type ReadToMeValue = {
  /** The page's language: Telugu pages are read with a Telugu voice only. */
  lang: SpeechLang
  /** A voice can read this page's language (else no switch, no speakers). */
  voiceReady: boolean
  /** Sound is on too: speaker buttons work, screens may be read. */
  canRead: boolean
  /** The "Read to me" switch: each new screen is read by itself. */
  on: boolean
  setOn: (on: boolean) => void
  /** Reads these items, one sentence after another (stops any other reading). */
  speak: (items: readonly NarrationItem[]) => void
  stop: () => void
  /** The item and sentence being read, for the highlight; null when quiet. */
  place: NarrationPlace | null
}

const QUIET: ReadToMeValue = {
  lang: 'en',
  voiceReady: false,
  canRead: false,
  on: false,
  setOn: () => undefined,
  speak: () => undefined,
  stop: () => undefined,
  place: null,
}

const ReadToMeContext = createContext<ReadToMeValue>(QUIET)

const EMPTY_QUEUE: NarrationQueue = { sentences: [], places: [] }

/**
 * The narration of one open game (issue 43), given by the game shell: the
 * switch (per player on this device, on by default for 5–7), the speaker
 * buttons and each screen's reading go through it, so only one thing reads
 * at a time. Reading stops when sound is turned off and when the game closes.
 */
export function ReadToMeProvider({ children }: { children: ReactNode }) {
  const ownerId = `game-narration-${useId()}`
  const readAloud = useReadAloud(ownerId)
  const [soundOn] = useSoundSetting()
  const { player } = usePlayer()
  const choice = readToMeChoiceFor(player?.id)
  const setting = useSyncExternalStore(
    choice.subscribe,
    choice.read,
    () => 'default' as const,
  )
  const [queue, setQueue] = useState(EMPTY_QUEUE)
  const lang: SpeechLang = getActiveLanguage()
  const voiceReady = readAloud.supported && readAloud.hasVoice[lang]
  const canRead = voiceReady && soundOn
  const { play } = readAloud
  // Stable (unlike `readAloud.stop`), so a screen is not read again when
  // its reading stops; it stops only this game's reading.
  const stop = useCallback(
    () => getBrowserNarrator()?.release(ownerId),
    [ownerId],
  )

  useEffect(() => {
    if (!soundOn) stop()
  }, [soundOn, stop])

  const speak = useCallback(
    (items: readonly NarrationItem[]) => {
      const next = buildNarrationQueue(items)
      setQueue(next)
      play(next.sentences, lang)
    },
    [play, lang],
  )
  const setOn = useCallback(
    (on: boolean) => choice.write(on ? 'on' : 'off'),
    [choice],
  )
  const on = isReadToMeOn(setting, player?.ageBand)
  const place =
    readAloud.status === 'idle' ? null : placeAt(queue, readAloud.index)

  const value = useMemo<ReadToMeValue>(
    () => ({ lang, voiceReady, canRead, on, setOn, speak, stop, place }),
    [lang, voiceReady, canRead, on, setOn, speak, stop, place],
  )
  return <ReadToMeContext value={value}>{children}</ReadToMeContext>
}

/** The open game's narration (quiet outside a game shell). */
export function useReadToMe(): ReadToMeValue {
  return use(ReadToMeContext)
}
