import type {
  AudioContextLike,
  AudioNodeLike,
  AudioParamLike,
  GainLike,
  OscillatorLike,
} from './soundPlayer'

/** A tone the stand-in was asked to play. Test-only module. */
export type PlayedTone = { frequency: number; start: number; wave: string }

/**
 * A Web Audio stand-in for jsdom: records every oscillator started, and
 * starts "suspended" like a browser's before the first tap.
 */
export function createFakeAudioContext() {
  const played: PlayedTone[] = []
  const param = (onSet?: (value: number, time: number) => void) =>
    ({
      setValueAtTime: (value: number, time: number) => onSet?.(value, time),
      linearRampToValueAtTime: () => undefined,
      exponentialRampToValueAtTime: () => undefined,
    }) satisfies AudioParamLike
  const node = (): AudioNodeLike => ({ connect: () => undefined })
  const context = {
    currentTime: 0,
    state: 'suspended',
    destination: node(),
    resume() {
      context.state = 'running'
      return Promise.resolve()
    },
    createGain: (): GainLike => ({ ...node(), gain: param() }),
    createOscillator(): OscillatorLike {
      let frequency = 0
      const oscillator: OscillatorLike = {
        ...node(),
        type: 'sine',
        frequency: param((value) => {
          frequency = value
        }),
        start: (when) => {
          played.push({ frequency, start: when, wave: oscillator.type })
        },
        stop: () => undefined,
      }
      return oscillator
    },
  } satisfies AudioContextLike & { state: string; currentTime: number }
  return { context, played }
}
