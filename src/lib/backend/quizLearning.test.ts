import { describe, expect, it } from 'vitest'

import { childLearning } from './quizLearning'
import type { KeptQuizAnswer } from './types'

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
      { topic: 'vasavi-story', answered: 1, right: 0 },
      { topic: 'heroes', answered: 2, right: 1 },
    ])
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
