/**
 * The games' sounds, made in code with the Web Audio API (no files): each is
 * a few short tones. Kept quiet and soft on purpose, for a child at a
 * tablet in a family room.
 */

export const SOUND_EVENTS = [
  'flip',
  'match',
  'right',
  'wrong',
  'roundComplete',
  'badge',
] as const
export type SoundEvent = (typeof SOUND_EVENTS)[number]

export type Wave = 'sine' | 'triangle'

export type Tone = {
  /** Pitch in Hz at the start. */
  frequency: number
  /** A pitch to slide to by the end of the tone. */
  glideTo?: number
  /** When the tone starts, from the start of the sound. */
  atMs: number
  durationMs: number
  wave: Wave
  /** Loudness from 0 to 1, before the player's master volume. */
  level: number
}

// Notes of C major: happy sounds climb it, the "not quite" sound steps down.
const C4 = 261.63
const E4 = 329.63
const C5 = 523.25
const E5 = 659.25
const G5 = 783.99
const C6 = 1046.5
const E6 = 1318.51
const G6 = 1567.98

const note = (
  frequency: number,
  atMs: number,
  durationMs: number,
  wave: Wave = 'triangle',
  level = 0.7,
): Tone => ({ frequency, atMs, durationMs, wave, level })

export const SOUNDS: Record<SoundEvent, readonly Tone[]> = {
  // A light tick as a card turns or an item is picked.
  flip: [
    {
      frequency: 600,
      glideTo: 900,
      atMs: 0,
      durationMs: 70,
      wave: 'triangle',
      level: 0.5,
    },
  ],
  match: [note(C6, 0, 110, 'sine'), note(E6, 90, 180, 'sine')],
  right: [note(C5, 0, 110), note(E5, 100, 110), note(G5, 200, 180)],
  // Gentle, low and short: "not quite", never a buzzer.
  wrong: [note(E4, 0, 150, 'sine', 0.6), note(C4, 140, 240, 'sine', 0.6)],
  roundComplete: [
    note(C5, 0, 120),
    note(E5, 120, 120),
    note(G5, 240, 120),
    note(C6, 360, 420),
  ],
  badge: [
    note(G5, 0, 110),
    note(C6, 110, 110),
    note(E6, 220, 110),
    note(G6, 330, 600),
    note(C6 * 2, 330, 500, 'sine', 0.25),
    note(E6 * 2, 480, 450, 'sine', 0.2),
  ],
}

/** How long a sound lasts, in ms. */
export function soundDurationMs(event: SoundEvent): number {
  return Math.max(...SOUNDS[event].map((tone) => tone.atMs + tone.durationMs))
}

/**
 * The end-of-round tunes wait for each other (a badge that arrives while
 * "round complete" plays starts after it); taps always sound at once.
 */
export function soundStartTime(
  event: SoundEvent,
  now: number,
  tunesBusyUntil: number,
): number {
  const isTune = event === 'roundComplete' || event === 'badge'
  return isTune ? Math.max(now, tunesBusyUntil) : now
}
