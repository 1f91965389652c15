import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../story'
import * as telugu from './story'

describe('te/story.ts', () => {
  it('tells the four chapters in both versions, with every source note, in Telugu', () => {
    expect(
      structureProblems(english.storyChapters, telugu.storyChapters, ['id']),
    ).toEqual([])
  })

  it('has the values, festivals, prayer and life lessons of English in Telugu', () => {
    expect(
      structureProblems(english.storyValues, telugu.storyValues, ['icon']),
    ).toEqual([])
    for (const name of [
      'storyFestivals',
      'kidsPrayer',
      'lifeLessons',
    ] as const) {
      expect(structureProblems(english[name], telugu[name])).toEqual([])
    }
  })

  it('keeps the mantra’s script and transliteration and explains it in Telugu', () => {
    expect(
      structureProblems(english.mantra, telugu.mantra, [
        'script',
        'transliteration',
      ]),
    ).toEqual([])
    expect(telugu.STORY_VERSIONS).toBe(english.STORY_VERSIONS)
  })

  it('keeps the story’s numbers and dates', () => {
    const adult = telugu.storyChapters.flatMap((chapter) => chapter.adult)
    const notes = telugu.storyChapters.flatMap((chapter) => chapter.sourceNotes)
    expect(adult.join(' ')).toMatch(/714.*612.*102/)
    expect(adult.join(' ')).toContain('మాఘ శుద్ధ విదియ')
    expect(notes.join(' ')).toMatch(/1011.*1022/)
    expect(notes.join(' ')).toContain('1066')
  })
})
