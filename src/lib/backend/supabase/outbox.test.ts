import { describe, expect, it } from 'vitest'

import type { QuizAnswer } from '../contract/types'
import {
  addRound,
  dueRounds,
  EMPTY_OUTBOX,
  KEEP_ROUNDS_MS,
  markAdded,
  markRefused,
  markRetry,
  nextAttemptAt,
  parseOutbox,
  prune,
  retryDelayMs,
  RETRY_MAX_MS,
  roundsOf,
  serializeOutbox,
  type Outbox,
} from './outbox'

const ALICE = 'alice-id'
const BOB = 'bob-id'
const NOW = Date.UTC(2026, 10, 25, 10)

const round = (id: string, playedAt: number, userId = ALICE) => ({
  id,
  userId,
  profileId: `${userId}-child`,
  gameType: 'quiz' as const,
  value: 7,
  playedAt,
  durationMs: 60_000,
})

function outboxWith(
  ...rounds: (ReturnType<typeof round> & { answers?: QuizAnswer[] })[]
): Outbox {
  return rounds.reduce(addRound, EMPTY_OUTBOX)
}

const ids = (rounds: { id: string }[]) => rounds.map((r) => r.id)

describe('the outbox: adding and ordering', () => {
  it('adds a round as pending, to be sent at once', () => {
    const [added] = outboxWith(round('a', NOW)).rounds
    expect(added).toMatchObject({
      id: 'a',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      points: null,
      newBadges: [],
      addedAt: null,
      refusal: null,
    })
  })

  it('ignores an id it already has', () => {
    const once = outboxWith(round('a', NOW))
    const twice = addRound(once, { ...round('a', NOW + 5), value: 12 })
    expect(twice).toBe(once)
    expect(twice.rounds).toHaveLength(1)
  })

  it("sends a player's own rounds only, oldest first", () => {
    const outbox = outboxWith(
      round('c', NOW - 1_000),
      round('b', NOW - 3_000, BOB),
      round('a', NOW - 2_000),
      round('d', NOW - 2_000),
    )
    expect(ids(dueRounds(outbox, ALICE, NOW))).toEqual(['a', 'd', 'c'])
    expect(ids(dueRounds(outbox, BOB, NOW))).toEqual(['b'])
    expect(dueRounds(outbox, 'someone-else', NOW)).toEqual([])
  })

  it('does not send a round again once added or refused', () => {
    let outbox = outboxWith(round('a', NOW - 2), round('b', NOW - 1))
    outbox = markAdded(outbox, 'a', {
      points: 7,
      newBadges: ['heritage_explorer'],
      addedAt: NOW,
    })
    outbox = markRefused(outbox, 'b', 'played_too_fast')
    expect(dueRounds(outbox, ALICE, NOW)).toEqual([])
    expect(roundsOf(outbox, ALICE)).toMatchObject([
      { id: 'a', status: 'added', points: 7, addedAt: NOW },
      { id: 'b', status: 'refused', refusal: 'played_too_fast' },
    ])
  })
})

describe('the outbox: retry with back-off', () => {
  it('waits longer after each failure, up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ])
    expect(retryDelayMs(12)).toBe(RETRY_MAX_MS)
    expect(retryDelayMs(10_000)).toBe(RETRY_MAX_MS)
  })

  it('holds a failed round and the ones after it until the wait is over', () => {
    let outbox = outboxWith(
      round('a', NOW - 3),
      round('b', NOW - 2),
      round('c', NOW - 1),
    )
    outbox = markRetry(outbox, 'a', NOW, ['b', 'c'])
    expect(outbox.rounds.map((r) => r.attempts)).toEqual([1, 0, 0])
    expect(dueRounds(outbox, ALICE, NOW + 4_999)).toEqual([])
    expect(nextAttemptAt(outbox, ALICE)).toBe(NOW + 5_000)
    expect(ids(dueRounds(outbox, ALICE, NOW + 5_000))).toEqual(['a', 'b', 'c'])

    outbox = markRetry(outbox, 'a', NOW + 5_000, ['b', 'c'])
    expect(nextAttemptAt(outbox, ALICE)).toBe(NOW + 5_000 + 10_000)
    expect(dueRounds(outbox, ALICE, NOW + 14_999)).toEqual([])
  })

  it('sends everything waiting at once when asked to ignore the wait', () => {
    const outbox = markRetry(outboxWith(round('a', NOW)), 'a', NOW)
    expect(dueRounds(outbox, ALICE, NOW)).toEqual([])
    expect(ids(dueRounds(outbox, ALICE, NOW, { ignoreBackoff: true }))).toEqual(
      ['a'],
    )
  })

  it('has nothing to wait for when no round is pending', () => {
    const outbox = markAdded(outboxWith(round('a', NOW)), 'a', {
      points: 1,
      newBadges: [],
      addedAt: NOW,
    })
    expect(nextAttemptAt(outbox, ALICE)).toBeNull()
    expect(nextAttemptAt(EMPTY_OUTBOX, ALICE)).toBeNull()
  })

  it('drops rounds too old for the server to take', () => {
    const outbox = outboxWith(
      round('old', NOW - KEEP_ROUNDS_MS - 1),
      round('new', NOW - KEEP_ROUNDS_MS),
    )
    expect(ids(prune(outbox, NOW).rounds)).toEqual(['new'])
  })
})

describe('the outbox: stored text', () => {
  it('reads back what it wrote', () => {
    const outbox = markRetry(
      outboxWith(round('a', NOW), round('b', NOW + 1)),
      'a',
      NOW,
    )
    expect(parseOutbox(serializeOutbox(outbox))).toEqual({
      status: 'ok',
      value: outbox,
    })
  })

  it.each([
    ['truncated', '{"version":1,"rounds":[{"id":"a"'],
    ['not JSON', 'offline'],
    ['another version', '{"version":3,"rounds":[]}'],
    ['no version', '{"rounds":[]}'],
    ['rounds that are not a list', '{"version":2,"rounds":{}}'],
    ['a list', '[]'],
  ])('reads a %s outbox as unreadable', (_what, raw) => {
    expect(parseOutbox(raw)).toEqual({ status: 'unreadable' })
  })

  it('keeps the good rounds of a tampered outbox, once each', () => {
    const good = outboxWith(round('a', NOW)).rounds[0]
    const raw = JSON.stringify({
      version: 2,
      rounds: [
        good,
        good,
        { ...good, id: 'b', value: 13 },
        { ...good, id: 'c', status: 'sent' },
        { ...good, id: 'd', newBadges: ['made_up'] },
        { ...good, id: '' },
        'junk',
      ],
    })
    expect(parseOutbox(raw)).toEqual({
      status: 'salvaged',
      value: { version: 2, rounds: [good] },
    })
  })

  it("keeps a quiz's answers, and drops a round whose answers are not answers", () => {
    const answers = [{ questionId: 'q-fest-006', choice: 2 }]
    const quiz = outboxWith({ ...round('a', NOW), answers }).rounds[0]
    expect(quiz?.answers).toEqual(answers)
    const raw = JSON.stringify({
      version: 2,
      rounds: [quiz, { ...quiz, id: 'b', answers: [{ questionId: 7 }] }],
    })
    expect(parseOutbox(raw)).toEqual({
      status: 'salvaged',
      value: { version: 2, rounds: [quiz] },
    })
  })

  it("moves a version 1 round, from before families, to the account's only child", () => {
    const good = outboxWith(round('a', NOW)).rounds[0]!
    const { profileId: _none, ...before } = good
    const raw = JSON.stringify({ version: 1, rounds: [before] })
    expect(parseOutbox(raw)).toEqual({
      status: 'migrated',
      value: { version: 2, rounds: [{ ...good, profileId: good.userId }] },
    })
  })
})
