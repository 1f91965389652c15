import {
  soundDurationMs,
  SOUNDS,
  soundStartTime,
  type SoundEvent,
  type Tone,
} from './soundEffects'

/**
 * The parts of the Web Audio API the player uses. A browser's AudioContext
 * fits it; tests (jsdom has no Web Audio) hand in a stand-in that records.
 */
export type AudioParamLike = {
  setValueAtTime(value: number, time: number): unknown
  linearRampToValueAtTime(value: number, time: number): unknown
  exponentialRampToValueAtTime(value: number, time: number): unknown
}
export type AudioNodeLike = { connect(destination: AudioNodeLike): unknown }
export type OscillatorLike = AudioNodeLike & {
  type: OscillatorType
  frequency: AudioParamLike
  start(when: number): void
  stop(when: number): void
}
export type GainLike = AudioNodeLike & { gain: AudioParamLike }
export type AudioContextLike = {
  readonly currentTime: number
  readonly state: string
  readonly destination: AudioNodeLike
  resume(): Promise<void>
  createOscillator(): OscillatorLike
  createGain(): GainLike
}

export type SoundPlayer = {
  /**
   * Makes the audio ahead of the first tap, where the browser allows it
   * (after a tap on the page it starts running; before one it waits,
   * suspended, for `unlock`). Making it costs a long moment on some
   * devices, which a tap should not wait for.
   */
  prepare(): void
  /**
   * Creates or wakes the audio. Browsers allow that only during a tap or a
   * key press, so it is called from one (and does nothing with sound off).
   */
  unlock(): void
  /** Plays a sound, if sound is on and the audio has been unlocked. */
  play(event: SoundEvent): void
}

/** The loudness of every sound together (0 to 1): soft. */
export const MASTER_VOLUME = 0.2
const ATTACK_S = 0.01
// An exponential fade cannot reach zero; this is silent enough.
const SILENT = 0.0001

type PlayerDeps = {
  /** Makes the AudioContext; null where there is no Web Audio. */
  createContext: () => AudioContextLike | null
  isEnabled: () => boolean
}

function playTone(
  context: AudioContextLike,
  output: AudioNodeLike,
  tone: Tone,
  start: number,
) {
  const at = start + tone.atMs / 1000
  const end = at + tone.durationMs / 1000
  const oscillator = context.createOscillator()
  const envelope = context.createGain()
  oscillator.type = tone.wave
  oscillator.frequency.setValueAtTime(tone.frequency, at)
  if (tone.glideTo)
    oscillator.frequency.linearRampToValueAtTime(tone.glideTo, end)
  envelope.gain.setValueAtTime(SILENT, at)
  envelope.gain.linearRampToValueAtTime(tone.level, at + ATTACK_S)
  envelope.gain.exponentialRampToValueAtTime(SILENT, end)
  oscillator.connect(envelope)
  envelope.connect(output)
  oscillator.start(at)
  oscillator.stop(end + 0.02)
}

export function createSoundPlayer({
  createContext,
  isEnabled,
}: PlayerDeps): SoundPlayer {
  let context: AudioContextLike | null = null
  let output: GainLike | null = null
  let unavailable = false
  let waking = false
  let tunesBusyUntil = 0

  /** The context, made if it is not yet; null with sound off or none. */
  function ensureContext(): AudioContextLike | null {
    if (!isEnabled() || unavailable) return null
    if (!context) {
      try {
        context = createContext()
      } catch (error) {
        console.warn('Sound is not available:', error)
        context = null
      }
      if (!context) {
        unavailable = true
        return null
      }
      output = context.createGain()
      output.gain.setValueAtTime(MASTER_VOLUME, context.currentTime)
      output.connect(context.destination)
    }
    return context
  }

  function unlock() {
    const context = ensureContext()
    if (!context) return
    if (context.state === 'suspended' && !waking) {
      waking = true
      context.resume().then(
        () => {
          waking = false
        },
        () => {
          waking = false
        },
      )
    }
  }

  function play(event: SoundEvent) {
    if (!isEnabled() || !context || !output) return
    // A context the browser keeps asleep would save every sound up and
    // play them all at once later; only play into one that runs or wakes.
    if (context.state !== 'running' && !waking) return
    const start = soundStartTime(event, context.currentTime, tunesBusyUntil)
    if (event === 'roundComplete' || event === 'badge') {
      tunesBusyUntil = start + soundDurationMs(event) / 1000
    }
    for (const tone of SOUNDS[event]) playTone(context, output, tone, start)
  }

  return {
    prepare: () => {
      ensureContext()
    },
    unlock,
    play,
  }
}

type WindowWithWebkitAudio = Window & {
  webkitAudioContext?: typeof AudioContext
}

/** The browser's AudioContext, or null where there is none. */
export function browserAudioContext(): AudioContextLike | null {
  if (typeof window === 'undefined') return null
  const Context =
    window.AudioContext ?? (window as WindowWithWebkitAudio).webkitAudioContext
  return Context ? new Context() : null
}
