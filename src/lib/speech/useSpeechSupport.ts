import { useSyncExternalStore } from 'react'

import { getBrowserNarrator } from './browserNarrator'
import { UNSUPPORTED_SNAPSHOT, type NarratorSnapshot } from './narrator'

const noSubscription = () => () => undefined
const unsupported = () => UNSUPPORTED_SNAPSHOT

/**
 * Whether this browser can read aloud and in which languages, without
 * taking part in a reading (a notice, a switch). Like `useReadAloud`, the
 * server and the hydrating render see "unsupported".
 */
export function useSpeechSupport(): Pick<
  NarratorSnapshot,
  'supported' | 'hasVoice'
> {
  const narrator = getBrowserNarrator()
  const snapshot = useSyncExternalStore(
    narrator ? narrator.subscribe : noSubscription,
    narrator ? narrator.getSnapshot : unsupported,
    unsupported,
  )
  return { supported: snapshot.supported, hasVoice: snapshot.hasVoice }
}
