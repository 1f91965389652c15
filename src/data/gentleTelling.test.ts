import { describe, expect, it } from 'vitest'

import {
  gentleTellingProblems,
  HARD_TOPIC,
  type KidsTelling,
} from '@/test/gentleTelling'

import { STORY_SAFETY_LINE } from './gentleTelling'
import { heroes } from './heroes'
import { storyChapters } from './story'
import { SAFETY_LINE_PARTS as TELUGU_LINE_PARTS } from './te/gentleTelling'
import { heroes as teluguHeroes } from './te/heroes'
import { storyChapters as teluguChapters } from './te/story'

type Teller = { grownUpsNote?: string }

const chapterTexts = (
  chapters: readonly (Teller & { id: string; kids: readonly string[] })[],
) =>
  chapters.map((chapter): KidsTelling => ({
    id: chapter.id,
    paragraphs: chapter.kids,
    grownUpsNote: chapter.grownUpsNote,
  }))

const heroTexts = (
  list: readonly (Teller & { name: string; story: string; closing?: string })[],
) =>
  list.map((hero, index): KidsTelling => ({
    // The Telugu twin pairs with English by place in the list.
    id: `hero-${index}`,
    paragraphs: hero.closing ? [hero.story, hero.closing] : [hero.story],
    grownUpsNote: hero.grownUpsNote,
  }))

const englishTexts = [...chapterTexts(storyChapters), ...heroTexts(heroes)]
const teluguTexts = [
  ...chapterTexts(teluguChapters),
  ...heroTexts(teluguHeroes),
]
/** A Telugu text is hard when its English twin is. */
const hardInEnglish = new Set(
  englishTexts
    .filter((text) => text.paragraphs.some((p) => HARD_TOPIC.test(p)))
    .map((text) => text.id),
)
const teluguProblems = (texts: readonly KidsTelling[]) =>
  gentleTellingProblems(
    texts,
    (text) => hardInEnglish.has(text.id),
    TELUGU_LINE_PARTS,
  )

describe('telling hard things to children', () => {
  it('finds the hard texts: the sacred fire and Potti Sriramulu’s fast', () => {
    expect([...hardInEnglish]).toEqual(['the-sacred-fire', 'hero-0'])
  })

  it('gives every hard English text a grown-ups’ note and a closing safety line', () => {
    expect(gentleTellingProblems(englishTexts)).toEqual([])
  })

  it('does the same in Telugu', () => {
    expect(teluguProblems(teluguTexts)).toEqual([])
  })

  it('fails a planted hard text with no note', () => {
    const planted: KidsTelling = {
      id: 'planted',
      paragraphs: ['He went without food for many days.', STORY_SAFETY_LINE],
    }
    expect(gentleTellingProblems([planted])).toEqual([
      "planted: tells a hard thing with no grown-ups' note",
    ])
  })

  it('fails a planted hard text that does not end with the safety line', () => {
    const planted: KidsTelling = {
      id: 'planted',
      grownUpsNote: 'Read it together.',
      paragraphs: [STORY_SAFETY_LINE, 'She left this world in peace.'],
    }
    expect(gentleTellingProblems([planted])).toEqual([
      'planted: does not end with the safety line',
    ])
  })

  it('fails a planted Telugu chapter whose safety line was dropped', () => {
    const planted = teluguTexts.map((text) =>
      text.id === 'the-sacred-fire'
        ? { ...text, paragraphs: text.paragraphs.slice(0, -1) }
        : text,
    )
    expect(teluguProblems(planted)).toEqual([
      'the-sacred-fire: does not end with the safety line',
    ])
  })

  it('leaves a gentle text alone', () => {
    expect(
      gentleTellingProblems([
        { id: 'calm', paragraphs: ['Vasavi loved music and art.'] },
      ]),
    ).toEqual([])
  })
})
