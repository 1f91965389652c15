import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../storyBuilder'
import * as telugu from './storyBuilder'

describe('te/storyBuilder.ts', () => {
  it('has three chapters of four lines, in Telugu', () => {
    expect(structureProblems(english.storyParts, telugu.storyParts)).toEqual([])
  })

  it('starts every first line as a story starts and ends every line with a full stop', () => {
    for (const line of telugu.storyParts[0].choices) {
      expect(line.startsWith('అనగనగా')).toBe(true)
    }
    for (const part of telugu.storyParts) {
      for (const line of part.choices) expect(line.endsWith('.')).toBe(true)
    }
  })
})
