import { describe, expect, it } from 'vitest'

import {
  guessingProblems,
  MIN_QUESTIONS_PER_BAND,
  rightIsStrictlyLongest,
  sensitiveFramingProblems,
  sizeProblems,
  sourceQuoteProblem,
  touchesHardTopic,
  visibleLength,
  type CheckedQuestion,
} from '@/test/bankChecks'
import { BANK_REVIEWER_LOG } from '@/test/bankReviewerLog'

import { QUESTION_BANDS, QUESTION_TOPICS, questionBank } from './questionBank'
import * as telugu from './te/questionBank'

/**
 * The bank's checks (decision 074) on both editions, each first shown
 * failing on a planted bad question. The source quotes are checked against
 * the rendered pages in questionBankSources.test.ts.
 */

const EDITIONS = [
  ['English', questionBank],
  ['Telugu', telugu.questionBank],
] as const

const BY_BAND = EDITIONS.flatMap(([edition, bank]) =>
  QUESTION_BANDS.map((band) => [edition, band, bank] as const),
)

const englishById = new Map(questionBank.map((q) => [q.id, q]))

function planted(overrides: Partial<CheckedQuestion>): CheckedQuestion {
  return {
    id: 'q-planted-001',
    band: '5-7',
    topic: 'heroes',
    question: 'Which hero rebuilt Penugonda?',
    options: ['Kothalinga', 'Mamidi Venkayya', 'Sriramulu'],
    correct: 0,
    explanation: 'Kothalinga rebuilt Penugonda.',
    source: '/#heroes',
    sourceQuote: 'He rebuilt the town',
    ...overrides,
  }
}

describe('guessing: option lengths give nothing away', () => {
  it('counts characters as a reader sees them, a Telugu akshara once', () => {
    expect(visibleLength('Amma')).toBe(4)
    // అ + మ్మ: fewer than its four code points, however the conjunct splits.
    expect(visibleLength('అమ్మ')).toBeLessThan('అమ్మ'.length)
    expect(rightIsStrictlyLongest(planted({ correct: 1 }))).toBe(true)
    expect(rightIsStrictlyLongest(planted({ correct: 0 }))).toBe(false)
  })

  it('fails a band whose right option is the longest in more than a third of its questions (planted)', () => {
    const longestRight = Array.from({ length: 6 }, (_, at) =>
      planted({
        id: `q-planted-${at}`,
        options: ['Kothalinga', 'Sriramulu', 'Mamidi Venkayya'],
        correct: at < 3 ? 2 : 0,
      }),
    )
    expect(guessingProblems(longestRight)).toEqual([
      expect.stringContaining('5-7: the right option is the longest in 3 of 6'),
    ])
    expect(guessingProblems(longestRight.slice(2))).toEqual([])
  })

  it('fails an option more than twice as long as the shortest, unless the reviewer logged why (planted)', () => {
    const lopsided = planted({
      options: ['Kothalinga, who rebuilt the town', 'Venkayya', 'Sriramulu'],
      correct: 1,
    })
    expect(guessingProblems([lopsided])).toEqual([
      expect.stringContaining('q-planted-001: options run from 8 to 32'),
    ])
    expect(
      guessingProblems([lopsided], [{ id: lopsided.id, reason: 'planted' }]),
    ).toEqual([])
  })

  it.each(BY_BAND)('holds in the %s bank, band %s', (_, band, bank) => {
    const inBand = bank.filter((question) => question.band === band)
    expect(guessingProblems(inBand, BANK_REVIEWER_LOG)).toEqual([])
  })

  it('logs a reason for every exception, and only for questions in the bank', () => {
    for (const entry of BANK_REVIEWER_LOG) {
      expect(englishById.has(entry.id)).toBe(true)
      expect(entry.reason.length).toBeGreaterThan(20)
    }
  })
})

describe('the source states it: every question carries its quote', () => {
  it('fails a question with no quote, or a quote not in its section (planted)', () => {
    const section = 'He rebuilt the town, dug water tanks and wells.'
    expect(sourceQuoteProblem(planted({}), section)).toBeNull()
    expect(
      sourceQuoteProblem(planted({ sourceQuote: undefined }), section),
    ).toBe('q-planted-001: has no sourceQuote')
    expect(
      sourceQuoteProblem(
        planted({ sourceQuote: 'He burned the town' }),
        section,
      ),
    ).toContain('is not in /#heroes')
    expect(sourceQuoteProblem(planted({}), undefined)).toContain(
      'renders no such section',
    )
  })

  it.each(BY_BAND)('is given in the %s bank, band %s', (_, band, bank) => {
    const missing = bank.filter(
      (question) => question.band === band && !question.sourceQuote?.trim(),
    )
    expect(missing.map((question) => question.id)).toEqual([])
  })
})

describe('sensitive topics: told as the site tells them, or for 11 to 15 only', () => {
  const fast = planted({
    id: 'q-planted-fast',
    question: 'Who fasted for 58 days for a Telugu state?',
    options: ['Potti Sriramulu', 'Kothalinga', 'Mamidi Venkayya'],
    explanation: 'Potti Sriramulu fasted in 1952 for a Telugu state.',
  })
  const choice = planted({
    id: 'q-planted-choice',
    question: 'What did Vasavi choose instead of a war?',
    options: ['To give her life', 'To run away', 'To build a fort'],
    explanation: 'Vasavi chose non-violence and self-offering.',
  })

  it('finds the questions that touch a death, a fast or a sacrifice', () => {
    expect(touchesHardTopic(fast)).toBe(true)
    expect(touchesHardTopic(choice)).toBe(true)
    expect(touchesHardTopic(planted({}))).toBe(false)
    // "As fast as" is speed, not going without food.
    const quick = planted({ explanation: 'He wrote as fast as Vyasa spoke.' })
    expect(touchesHardTopic(quick)).toBe(false)
  })

  it('fails a fast without its framing and a death told as a choice, below 11 to 15 (planted)', () => {
    expect(sensitiveFramingProblems([fast, choice])).toEqual([
      expect.stringContaining('q-planted-fast (5-7): no framing'),
      expect.stringContaining('q-planted-fast (5-7): no framing'),
      'q-planted-choice (5-7): calls it a choice',
      'q-planted-choice (5-7): praises no love, loyalty or refusal to fight',
    ])
    expect(
      sensitiveFramingProblems([
        { ...fast, band: '11-15' },
        { ...choice, band: '11-15' },
      ]),
    ).toEqual([])
  })

  it('passes the framing the site uses (planted)', () => {
    const framed = {
      ...fast,
      explanation:
        'His long fast was a grown-up’s choice, long ago; children should always eat well.',
    }
    const loyal = {
      ...choice,
      question: 'Who stood by Vasavi to the very end?',
      options: ['The 102 families', 'The king’s army', 'The whole town'],
      explanation: 'The 102 families loved her and stood by her.',
    }
    expect(sensitiveFramingProblems([framed, loyal])).toEqual([])
  })

  it('fails a Telugu twin that says ఉపవాసం or leaves out the eat-well line (planted)', () => {
    const twin = {
      ...fast,
      question: '58 రోజులు ఉపవాసం చేసిన హీరో ఎవరు?',
      explanation: 'పొట్టి శ్రీరాములు 1952లో ఉపవాసం చేశారు.',
    }
    expect(sensitiveFramingProblems([twin], () => fast)).toEqual([
      'q-planted-fast (5-7): says ఉపవాసం',
      'q-planted-fast (5-7): no నిరాహార దీక్ష',
      'q-planted-fast (5-7): no “పిల్లలు బాగా తినాలి”',
    ])
  })

  it.each(QUESTION_BANDS)(
    'holds for every English question, band %s',
    (band) => {
      const inBand = questionBank.filter((q) => q.band === band)
      expect(sensitiveFramingProblems(inBand)).toEqual([])
    },
  )

  it.each(QUESTION_BANDS)(
    'holds for every Telugu question, hard when its English twin is, band %s',
    (band) => {
      const inBand = telugu.questionBank.filter((q) => q.band === band)
      expect(
        sensitiveFramingProblems(inBand, (q) => englishById.get(q.id)),
      ).toEqual([])
    },
  )
})

describe('size: enough questions in every band, each with its Telugu twin', () => {
  it('fails a small band, a missing topic or a missing twin (planted)', () => {
    const one = [planted({})]
    expect(sizeProblems(['5-7'], ['heroes', 'festivals'], one, [])).toEqual([
      `5-7: 1 questions (at least ${MIN_QUESTIONS_PER_BAND})`,
      '5-7: no question about festivals',
      'q-planted-001: no Telugu twin',
    ])
  })

  it.each(QUESTION_BANDS)('holds for the %s band', (band) => {
    expect(
      sizeProblems([band], QUESTION_TOPICS, questionBank, telugu.questionBank),
    ).toEqual([])
  })
})
