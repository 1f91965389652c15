import { describe, expect, it } from 'vitest'

import { storyParts } from '@/data/storyBuilder'

import { createInitialState, reducer } from './logic'
import { storySound } from './storySound'

describe('storySound', () => {
  it('ticks when a line joins the story, and only then', () => {
    const start = createInitialState({ parts: storyParts })
    const chosen = reducer(start, { type: 'choose', choice: 1 })
    expect(storySound(start, chosen)).toBe('flip')
    const nothing = reducer(start, { type: 'choose', choice: 99 })
    expect(storySound(start, nothing)).toBeNull()
    expect(storySound(chosen, reducer(chosen, { type: 'restart' }))).toBeNull()
  })
})
