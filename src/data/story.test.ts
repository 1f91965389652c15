import { describe, expect, it } from 'vitest'

import { splitParagraphs } from '@/lib/speech/sentences'

import {
  kidsPrayer,
  lifeLessons,
  mantra,
  storyChapters,
  storyFestivals,
  storyValues,
} from './story'
import { storyVideos } from './storyVideos'

const TELUGU_SCRIPT = /^[\u0C00-\u0C7F\s.,!?/]+$/u

describe('story chapters', () => {
  it('are the four chapters of the spec, in order', () => {
    expect(storyChapters.map((chapter) => chapter.title)).toEqual([
      'The Beautiful Princess',
      'The Difficult Choice',
      'The Sacred Fire',
      'The Eternal Protector',
    ])
  })

  it.each(storyChapters.map((c) => [c.title, c] as const))(
    '%s has a kids version and an adult version',
    (_title, chapter) => {
      expect(chapter.kids.length).toBeGreaterThan(0)
      expect(chapter.adult.length).toBeGreaterThan(0)
      expect(chapter.kids.join(' ')).not.toEqual(chapter.adult.join(' '))
      expect(
        [...chapter.kids, ...chapter.adult].filter((p) => p.trim() === ''),
      ).toEqual([])
    },
  )

  it('tells the kids version in short sentences', () => {
    const long = storyChapters
      .flatMap((chapter) => splitParagraphs(chapter.kids))
      .filter((sentence) => sentence.split(' ').length > 20)
    expect(long).toEqual([])
  })

  it('has unique kebab-case ids', () => {
    const ids = storyChapters.map((chapter) => chapter.id)
    expect(new Set(ids).size).toBe(4)
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it('tells the ending gently for children', () => {
    const kidsText = storyChapters.flatMap((c) => c.kids).join(' ')
    expect(kidsText).toMatch(/would not let a war be fought over her/)
    expect(kidsText).toMatch(/102 families/)
    expect(kidsText).not.toMatch(/very brave choice/)
    expect(kidsText).not.toMatch(/burn|flames|alive|ashes|died|death/i)
  })

  it('gives adults the history and where the sources disagree', () => {
    const adultText = storyChapters.flatMap((c) => c.adult).join(' ')
    expect(adultText).toMatch(/Vishnuvardhana/)
    expect(adultText).toMatch(/714 gotras/)
    expect(adultText).toMatch(/10th or 11th century/)
    const notes = storyChapters.flatMap((c) => c.sourceNotes).join(' ')
    expect(notes).toMatch(/Vimaladitya/)
    expect(notes).toMatch(/1066/)
    expect(notes).toMatch(/no source we found supports it/)
  })

  it('follows the corrections: Dashami, not Tritiya', () => {
    const all = JSON.stringify({ storyChapters, storyFestivals })
    expect(all).toMatch(/Vaishakha Shuddha Dashami/)
    expect(all).not.toMatch(/Tritiya|Kanyaka Festival/)
  })
})

describe('story extras', () => {
  it('has the four values of the spec', () => {
    expect(storyValues.map((value) => value.name)).toEqual([
      'Courage',
      'Purity',
      'Protection',
      'Sacrifice',
    ])
  })

  it('has two festivals with the dates the sources give', () => {
    expect(storyFestivals).toHaveLength(2)
    const [jayanti, navaratri] = storyFestivals
    expect(jayanti?.name).toBe('Vasavi Jayanti')
    expect(jayanti?.date).toMatch(/^Vaishakha Shukla Dashami/)
    expect(navaratri?.name).toMatch(/Navaratri/)
    expect(navaratri?.date).toMatch(/Ashvayuja Shukla/)
    expect(navaratri?.date).toMatch(/Vijayadashami/)
    for (const festival of storyFestivals) {
      expect(festival.traditions.length).toBeGreaterThan(0)
      expect(festival.traditions.length).toBeLessThanOrEqual(4)
    }
  })

  it('has a prayer and life lessons', () => {
    expect(kidsPrayer.length).toBeGreaterThan(2)
    expect(lifeLessons.length).toBeGreaterThan(2)
  })

  it('has a mantra in Telugu script with transliteration and meaning', () => {
    expect(mantra.script).toMatch(TELUGU_SCRIPT)
    expect(mantra.transliteration).toMatch(/^[A-Za-z ]+$/)
    expect(mantra.meaning).toMatch(/Vasavi/)
  })
})

describe('story videos', () => {
  it('are a detailed one and a quick one', () => {
    expect(storyVideos.map((video) => video.kind)).toEqual([
      'detailed',
      'quick',
    ])
  })

  it('have a YouTube id of 11 characters, or none', () => {
    for (const video of storyVideos) {
      expect(String(video.youtubeId ?? 'null')).toMatch(
        /^(null|[A-Za-z0-9_-]{11})$/,
      )
      expect(video.title.trim()).not.toBe('')
    }
  })
})
