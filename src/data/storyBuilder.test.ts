import { describe, expect, it } from 'vitest'

import { storyParts } from './storyBuilder'

describe('story builder parts', () => {
  it('has 3 parts with four distinct choices each', () => {
    expect(storyParts).toHaveLength(3)
    for (const part of storyParts) {
      expect(part.text).toMatch(/\?$/)
      expect(new Set(part.choices).size).toBe(4)
    }
  })
})
