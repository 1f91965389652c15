import {
  pickVoice,
  SPEECH_LANG_TAGS,
  type SpeechLang,
  type VoiceLike,
} from './voices'

/**
 * One narrator per page reads a list of sentences aloud, one utterance per
 * sentence, so the sentence being read is always known: the index moves on
 * when an utterance's `end` event arrives. Only one reading runs at a time;
 * starting another (or `stop`) cancels the first. Framework-free; React reads
 * it through `useReadAloud`.
 */

/** The parts of `SpeechSynthesisUtterance` the narrator uses. */
export type UtteranceLike = {
  text: string
  lang: string
  voice: VoiceLike | null
  rate: number
  addEventListener(
    type: 'end' | 'error',
    listener: (event: { error?: string }) => void,
  ): void
}

/** The parts of `window.speechSynthesis` the narrator uses. */
export type SynthLike = {
  speak(utterance: UtteranceLike): void
  cancel(): void
  pause(): void
  resume(): void
  getVoices(): readonly VoiceLike[]
  addEventListener(type: 'voiceschanged', listener: () => void): void
  removeEventListener(type: 'voiceschanged', listener: () => void): void
}

export type NarratorStatus = 'idle' | 'playing' | 'paused'

export type NarratorSnapshot = {
  /** False when the browser has no speech synthesis: hide the controls. */
  supported: boolean
  /** Whether the device has a voice for each language (voices load late). */
  hasVoice: Readonly<Record<SpeechLang, boolean>>
  status: NarratorStatus
  /** Who started the current reading (a chapter, a phrase), or null. */
  ownerId: string | null
  /** The sentence being read, or -1 when idle. */
  index: number
}

export type Narrator = {
  speak: (
    ownerId: string,
    sentences: readonly string[],
    lang: SpeechLang,
  ) => void
  pause: () => void
  resume: () => void
  stop: () => void
  /** Stops only when `ownerId` is the one reading (e.g. it unmounts). */
  release: (ownerId: string) => void
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => NarratorSnapshot
}

/** What a page renders when there is no speech synthesis (and on the server). */
export const UNSUPPORTED_SNAPSHOT: NarratorSnapshot = {
  supported: false,
  hasVoice: { en: false, te: false },
  status: 'idle',
  ownerId: null,
  index: -1,
}

/** A little slower than the default, for young listeners. */
export const SPEECH_RATE = 0.9

export function createNarrator(
  synth: SynthLike,
  createUtterance: (text: string) => UtteranceLike,
): Narrator {
  const listeners = new Set<() => void>()
  let snapshot: NarratorSnapshot = {
    ...UNSUPPORTED_SNAPSHOT,
    supported: true,
    hasVoice: voiceAvailability(),
  }
  /** Bumped by every start and stop, so late events of an old reading are ignored. */
  let run = 0
  let sentences: readonly string[] = []
  /**
   * Held so the browser cannot garbage-collect the utterance being spoken
   * (Chrome then never fires its `end` event).
   */
  const live = new Set<UtteranceLike>()

  function voiceAvailability(): NarratorSnapshot['hasVoice'] {
    const voices = synth.getVoices()
    return {
      en: pickVoice(voices, 'en') !== null,
      te: pickVoice(voices, 'te') !== null,
    }
  }

  function update(next: Partial<NarratorSnapshot>) {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }

  function finish(thisRun: number) {
    if (thisRun !== run) return
    run += 1
    live.clear()
    update({ status: 'idle', ownerId: null, index: -1 })
  }

  function speakAt(index: number, lang: SpeechLang, thisRun: number) {
    const text = sentences[index]
    const voice = pickVoice(synth.getVoices(), lang)
    // Telugu is never read with another language's voice: the browser
    // would pick its default (English) one for a voiceless te-IN utterance.
    if (text === undefined || (lang === 'te' && voice === null)) {
      finish(thisRun)
      return
    }
    const utterance = createUtterance(text)
    utterance.voice = voice
    utterance.lang = voice?.lang ?? SPEECH_LANG_TAGS[lang]
    utterance.rate = SPEECH_RATE
    utterance.addEventListener('end', () => {
      live.delete(utterance)
      if (thisRun !== run) return
      if (index + 1 < sentences.length) {
        update({ index: index + 1 })
        speakAt(index + 1, lang, thisRun)
      } else {
        finish(thisRun)
      }
    })
    utterance.addEventListener('error', () => finish(thisRun))
    live.add(utterance)
    synth.speak(utterance)
  }

  function onVoicesChanged() {
    const hasVoice = voiceAvailability()
    if (
      hasVoice.en !== snapshot.hasVoice.en ||
      hasVoice.te !== snapshot.hasVoice.te
    ) {
      update({ hasVoice })
    }
  }

  function stop() {
    run += 1
    live.clear()
    synth.cancel()
    if (snapshot.status !== 'idle') {
      update({ status: 'idle', ownerId: null, index: -1 })
    }
  }

  return {
    speak(ownerId, list, lang) {
      run += 1
      live.clear()
      synth.cancel()
      // Chrome keeps a paused queue paused even for new utterances.
      synth.resume()
      sentences = list.filter((sentence) => sentence.trim() !== '')
      const noVoice =
        lang === 'te' && pickVoice(synth.getVoices(), lang) === null
      if (sentences.length === 0 || noVoice) {
        update({ status: 'idle', ownerId: null, index: -1 })
        return
      }
      update({ status: 'playing', ownerId, index: 0 })
      speakAt(0, lang, run)
    },
    pause() {
      if (snapshot.status !== 'playing') return
      synth.pause()
      update({ status: 'paused' })
    },
    resume() {
      if (snapshot.status !== 'paused') return
      synth.resume()
      update({ status: 'playing' })
    },
    stop,
    release(ownerId) {
      if (snapshot.ownerId === ownerId) stop()
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        synth.addEventListener('voiceschanged', onVoicesChanged)
        onVoicesChanged()
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          synth.removeEventListener('voiceschanged', onVoicesChanged)
        }
      }
    },
    getSnapshot() {
      return snapshot
    },
  }
}
