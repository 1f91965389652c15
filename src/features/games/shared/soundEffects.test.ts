import { describe, expect, it } from 'vitest'

import {
  SOUND_EVENTS,
  soundDurationMs,
  SOUNDS,
  soundStartTime,
} from './soundEffects'

describe('the game sounds', () => {
  it('are short: taps under 0.4 s, tunes under 1.2 s', () => {
    for (const event of ['flip', 'match', 'right', 'wrong'] as const) {
      expect(soundDurationMs(event)).toBeLessThan(400)
    }
    expect(soundDurationMs('roundComplete')).toBeLessThan(1200)
    expect(soundDurationMs('badge')).toBeLessThan(1200)
  })

  it('are each different and audible but soft', () => {
    const shapes = SOUND_EVENTS.map((event) => JSON.stringify(SOUNDS[event]))
    expect(new Set(shapes).size).toBe(SOUND_EVENTS.length)
    for (const tone of SOUND_EVENTS.flatMap((event) => SOUNDS[event])) {
      expect(tone.level).toBeGreaterThan(0)
      expect(tone.level).toBeLessThanOrEqual(1)
      // Between a low hum and a squeak: what a small speaker plays well.
      expect(tone.frequency).toBeGreaterThanOrEqual(200)
      expect(tone.frequency).toBeLessThanOrEqual(4000)
    }
  })

  it('goes up for good news and down for a wrong answer', () => {
    const pitches = (event: 'right' | 'wrong') =>
      SOUNDS[event].map((tone) => tone.frequency)
    const [firstRight, , lastRight] = pitches('right')
    expect(lastRight).toBeGreaterThan(firstRight ?? Infinity)
    const [firstWrong, lastWrong] = pitches('wrong')
    expect(lastWrong).toBeLessThan(firstWrong ?? 0)
  })
})

describe('soundStartTime', () => {
  it('plays a tap at once, even while a tune is playing', () => {
    expect(soundStartTime('flip', 5, 6)).toBe(5)
    expect(soundStartTime('wrong', 5, 6)).toBe(5)
  })

  it('starts a tune after the one still playing, or at once', () => {
    expect(soundStartTime('badge', 5, 5.8)).toBe(5.8)
    expect(soundStartTime('roundComplete', 5, 2)).toBe(5)
  })
})
