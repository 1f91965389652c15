import { describe, expect, it } from 'vitest'

import type { KeptQuizAnswer } from '../contract/types'
import { childLearning } from './quizLearning'

const NOW = Date.UTC(2026, 10, 27)
const DAY = 24 * 60 * 60 * 1000
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString()

const answer = (
  questionId: string,
  topic: KeptQuizAnswer['topic'],
  correct: boolean,
  daysAgo: number,
): KeptQuizAnswer => ({ questionId, topic, correct, answeredAt: at(daysAgo) })

describe('childLearning', () => {
  it('counts the last 8 weeks per topic, in the bank’s topic order', () => {
    const learning = childLearning(
      'kid',
      [
        answer('q-hero-1', 'heroes', true, 1),
        answer('q-story-1', 'vasavi-story', false, 2),
        answer('q-hero-2', 'heroes', false, 3),
        // Older than 8 weeks: left out.
        answer('q-fest-1', 'festivals', false, 57),
      ],
      NOW,
    )
    expect(learning.topics).toEqual([
      { topic: 'vasavi-story', answered: 1, right: 0, seen: 1, learnt: 0 },
      { topic: 'heroes', answered: 2, right: 1, seen: 2, learnt: 1 },
    ])
  })

  it('counts a question learnt when right with no miss since, or right twice since a miss', () => {
    const history = [
      // Right, never missed: learnt.
      answer('q-a', 'heroes', true, 9),
      // Missed, then right once: not yet.
      answer('q-b', 'heroes', false, 9),
      answer('q-b', 'heroes', true, 5),
      // Missed, then right twice: learnt.
      answer('q-c', 'heroes', false, 9),
      answer('q-c', 'heroes', true, 5),
      answer('q-c', 'heroes', true, 2),
      // Right, then missed: not learnt.
      answer('q-d', 'heroes', true, 9),
      answer('q-d', 'heroes', false, 1),
    ]
    expect(childLearning('kid', history, NOW).topics).toEqual([
      { topic: 'heroes', answered: 8, right: 5, seen: 4, learnt: 2 },
    ])
    // The child's own review, when kept, is what decides.
    expect(
      childLearning('kid', history, NOW, { rounds: 3, items: [] }).topics,
    ).toEqual([{ topic: 'heroes', answered: 8, right: 5, seen: 4, learnt: 4 }])
  })

  it('names the three most missed: most misses, then the latest, then by id', () => {
    const learning = childLearning(
      'kid',
      [
        answer('q-a', 'heroes', false, 10),
        answer('q-a', 'heroes', false, 9),
        answer('q-b', 'heroes', false, 3),
        answer('q-c', 'heroes', false, 5),
        answer('q-d', 'heroes', false, 3),
        answer('q-e', 'heroes', true, 1),
      ],
      NOW,
    )
    expect(learning.mostMissed).toEqual([
      { questionId: 'q-a', missed: 2 },
      { questionId: 'q-b', missed: 1 },
      { questionId: 'q-d', missed: 1 },
    ])
  })
})
