import { describe, expect, it } from 'vitest'

import {
  chooseMotion,
  FLY_IN_KEYFRAMES,
  SHAKE_KEYFRAMES,
  SHAKE_MS,
} from './motion'

describe('chooseMotion', () => {
  it('keeps everything still for a player who asked for reduced motion', () => {
    expect(chooseMotion(true)).toBe('still')
  })

  it('lets things move otherwise', () => {
    expect(chooseMotion(false)).toBe('move')
  })
})

describe('the movements', () => {
  it('shake gently and briefly, ending where they started', () => {
    expect(SHAKE_MS).toBeLessThanOrEqual(500)
    const offsets = SHAKE_KEYFRAMES.map((frame) =>
      Number(/-?\d+/.exec(String(frame.transform))?.[0]),
    )
    expect(Math.max(...offsets.map(Math.abs))).toBeLessThanOrEqual(8)
    expect(SHAKE_KEYFRAMES.at(-1)?.transform).toBe('translateX(0)')
  })

  it('fly a badge in to rest exactly in its place', () => {
    expect(FLY_IN_KEYFRAMES[0]?.opacity).toBe(0)
    expect(FLY_IN_KEYFRAMES.at(-1)).toEqual({ transform: 'none', opacity: 1 })
  })
})
