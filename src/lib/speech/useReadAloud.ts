import { useCallback, useEffect, useSyncExternalStore } from 'react'

import { getBrowserNarrator } from './browserNarrator'
import {
  UNSUPPORTED_SNAPSHOT,
  type NarratorSnapshot,
  type NarratorStatus,
} from './narrator'
import type { SpeechLang } from './voices'

export type ReadAloud = {
  /** False without speech synthesis: render no control at all. */
  supported: boolean
  /** Whether the device has a voice for the language. */
  hasVoice: Readonly<Record<SpeechLang, boolean>>
  /** This owner's reading: idle while someone else reads. */
  status: NarratorStatus
  /** The sentence this owner is reading, or -1. */
  index: number
  play: (sentences: readonly string[], lang: SpeechLang) => void
  pause: () => void
  resume: () => void
  stop: () => void
}

const noSubscription = () => () => undefined
const unsupported = () => UNSUPPORTED_SNAPSHOT

/**
 * Read-aloud for one owner (a chapter, a phrase). The server and the first
 * (hydrating) render see "unsupported", so markup matches; the browser's real
 * state arrives right after. Reading stops when the owner unmounts, e.g. on
 * navigation.
 */
export function useReadAloud(ownerId: string): ReadAloud {
  const narrator = getBrowserNarrator()
  const snapshot: NarratorSnapshot = useSyncExternalStore(
    narrator ? narrator.subscribe : noSubscription,
    narrator ? narrator.getSnapshot : unsupported,
    unsupported,
  )
  useEffect(() => () => narrator?.release(ownerId), [narrator, ownerId])
  const mine = snapshot.ownerId === ownerId
  const play = useCallback(
    (sentences: readonly string[], lang: SpeechLang) =>
      narrator?.speak(ownerId, sentences, lang),
    [narrator, ownerId],
  )
  const pause = useCallback(() => {
    if (mine) narrator?.pause()
  }, [mine, narrator])
  const resume = useCallback(() => {
    if (mine) narrator?.resume()
  }, [mine, narrator])
  const stop = useCallback(() => {
    if (mine) narrator?.stop()
  }, [mine, narrator])
  return {
    supported: snapshot.supported,
    hasVoice: snapshot.hasVoice,
    status: mine ? snapshot.status : 'idle',
    index: mine ? snapshot.index : -1,
    play,
    pause,
    resume,
    stop,
  }
}
