import { describe, expect, it } from 'vitest'

import { questionBank, questionTopicLabels } from '@/data/questionBank'
import {
  questionBank as teluguBank,
  questionTopicLabels as teluguTopics,
} from '@/data/te/questionBank'
import type { ChildLearning } from '@/lib/backend'

import { learningView, wholePercent } from './learningReport'

const ENGLISH = { questions: questionBank, topicNames: questionTopicLabels }
const TELUGU = { questions: teluguBank, topicNames: teluguTopics }

const LEARNING: ChildLearning = {
  profileId: 'child-1',
  topics: [
    { topic: 'vasavi-story', answered: 8, right: 6, seen: 6, learnt: 5 },
    { topic: 'festivals', answered: 3, right: 1, seen: 3, learnt: 1 },
    { topic: 'heroes', answered: 0, right: 0, seen: 0, learnt: 0 },
    { topic: 'telugu-phrases', answered: 2, right: 1, seen: 2, learnt: 1 },
  ],
  mostMissed: [
    { questionId: 'q-fest-006', missed: 3 },
    { questionId: 'q-gone-999', missed: 2 },
    { questionId: 'q-story-008', missed: 1 },
  ],
}

describe('wholePercent', () => {
  it('rounds to a whole percent and never divides by nothing', () => {
    expect(wholePercent(1, 3)).toBe(33)
    expect(wholePercent(2, 3)).toBe(67)
    expect(wholePercent(6, 8)).toBe(75)
    expect(wholePercent(3, 3)).toBe(100)
    expect(wholePercent(0, 0)).toBe(0)
    expect(wholePercent(5, 4)).toBe(100)
  })
})

describe('learningView', () => {
  it('names each played topic with its share answered right', () => {
    const view = learningView(LEARNING, ENGLISH)
    expect(view.topics).toEqual([
      {
        topic: 'vasavi-story',
        name: 'Vasavi’s story',
        answered: 8,
        right: 6,
        percent: 75,
        seen: 6,
        learnt: 5,
      },
      {
        topic: 'festivals',
        name: 'Festivals',
        answered: 3,
        right: 1,
        percent: 33,
        seen: 3,
        learnt: 1,
      },
      {
        // Fewer than 3 answers: no percent, the counts only.
        topic: 'telugu-phrases',
        name: 'Telugu phrases',
        answered: 2,
        right: 1,
        percent: null,
        seen: 2,
        learnt: 1,
      },
    ])
  })

  it('gives the missed questions’ text, right answer and explanation, skipping ids the bank lost', () => {
    const view = learningView(LEARNING, ENGLISH)
    const festival = questionBank.find((q) => q.id === 'q-fest-006')
    if (!festival) throw new Error('q-fest-006 is not in the bank')
    expect(view.missed.map((row) => [row.questionId, row.missed])).toEqual([
      ['q-fest-006', 3],
      ['q-story-008', 1],
    ])
    expect(view.missed[0]).toMatchObject({
      question: festival.question,
      rightAnswer: festival.options[festival.correct],
      explanation: festival.explanation,
    })
  })

  it('shows at most three missed questions', () => {
    const ids = questionBank.slice(0, 5).map((q) => q.id)
    const view = learningView(
      {
        ...LEARNING,
        mostMissed: ids.map((questionId) => ({ questionId, missed: 1 })),
      },
      ENGLISH,
    )
    expect(view.missed.map((row) => row.questionId)).toEqual(ids.slice(0, 3))
  })

  it('reads the Telugu bank for the Telugu edition', () => {
    const view = learningView(LEARNING, TELUGU)
    const telugu = teluguBank.find((q) => q.id === 'q-story-008')
    expect(view.topics.map((row) => row.name).slice(0, 2)).toEqual([
      'వాసవి కథ',
      'పండుగలు',
    ])
    expect(view.missed[1]?.question).toBe(telugu?.question)
    expect(view.missed[1]?.rightAnswer).toMatch(/102/)
  })

  it('has no topics and nothing missed for a child who has not played', () => {
    const view = learningView(
      { profileId: 'child-2', topics: [], mostMissed: [] },
      ENGLISH,
    )
    expect(view).toEqual({ profileId: 'child-2', topics: [], missed: [] })
  })
})
