import type { SynthLike, UtteranceLike } from './narrator'
import type { VoiceLike } from './voices'

/**
 * A stand-in for `window.speechSynthesis` in tests (jsdom has none): it keeps
 * what was spoken and lets a test end the current utterance, as a browser
 * does when it finishes a sentence.
 */

type UtteranceListener = (event: { error?: string }) => void

export class FakeUtterance implements UtteranceLike {
  lang = ''
  voice: VoiceLike | null = null
  rate = 1
  private readonly listeners = new Map<string, UtteranceListener[]>()

  constructor(public text = '') {}

  addEventListener(type: 'end' | 'error', listener: UtteranceListener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  emit(type: 'end' | 'error', event: { error?: string } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

export function fakeVoice(lang: string, name = `Voice ${lang}`): VoiceLike {
  return { lang, name, default: false, localService: true }
}

export class FakeSpeechSynthesis implements SynthLike {
  /** Every utterance passed to `speak`, in order. */
  readonly spoken: FakeUtterance[] = []
  current: FakeUtterance | null = null
  paused = false
  private voices: VoiceLike[]
  private readonly voiceListeners = new Set<() => void>()

  constructor(voices: VoiceLike[] = [fakeVoice('en-US')]) {
    this.voices = voices
  }

  speak(utterance: UtteranceLike) {
    if (!(utterance instanceof FakeUtterance)) {
      throw new Error('FakeSpeechSynthesis speaks FakeUtterance only')
    }
    this.spoken.push(utterance)
    this.current = utterance
  }

  /** Like Chrome: cancelling fires `error` ("interrupted") on the current one. */
  cancel() {
    const utterance = this.current
    this.current = null
    utterance?.emit('error', { error: 'interrupted' })
  }

  pause() {
    this.paused = true
  }

  resume() {
    this.paused = false
  }

  getVoices() {
    return this.voices
  }

  addEventListener(_type: 'voiceschanged', listener: () => void) {
    this.voiceListeners.add(listener)
  }

  removeEventListener(_type: 'voiceschanged', listener: () => void) {
    this.voiceListeners.delete(listener)
  }

  /** The browser finished the current sentence. */
  finishCurrent() {
    const utterance = this.current
    if (!utterance) throw new Error('Nothing is being spoken')
    this.current = null
    utterance.emit('end')
  }

  /** Voices arrived late, as in Chrome. */
  setVoices(voices: VoiceLike[]) {
    this.voices = voices
    for (const listener of this.voiceListeners) listener()
  }

  /** The texts spoken so far. */
  get texts(): string[] {
    return this.spoken.map((utterance) => utterance.text)
  }
}
