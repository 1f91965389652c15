import { beforeEach, describe, expect, it, vi } from 'vitest'

import { BackendError, toBackendError } from '../contract/errors'
import type { OfflineRound } from '../contract/types'
import {
  createOutboxStore,
  sendDueRounds,
  type OutboxStore,
} from './offlineRounds'
import { OUTBOX_KEY, type AddedOutcome } from './outbox'

const USER = 'alice-id'
let clock = Date.UTC(2026, 10, 25, 10)
const now = () => clock

function roundAt(id: string, playedAt: number) {
  return {
    id,
    userId: USER,
    profileId: 'alice-child',
    gameType: 'story' as const,
    value: 1,
    playedAt,
    durationMs: 5_000,
  }
}

const offline = () => new BackendError('network', 'TypeError: Failed to fetch')
const refusedWith = (message: string) => new BackendError('unknown', message)

function send(
  store: OutboxStore,
  submit: (round: OfflineRound) => Promise<AddedOutcome>,
  ignoreBackoff = false,
) {
  return sendDueRounds({
    store,
    userId: USER,
    submit,
    toBackendError,
    now,
    ignoreBackoff,
  })
}

const outcome = (points = 3): AddedOutcome => ({
  points,
  newBadges: [],
  addedAt: clock,
})

beforeEach(() => {
  clock = Date.UTC(2026, 10, 25, 10)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('sending the outbox', () => {
  it('sends rounds oldest first and keeps what the server said', async () => {
    const store = createOutboxStore(localStorage, now)
    store.add(roundAt('b', clock - 1_000))
    store.add(roundAt('a', clock - 2_000))
    const submit = vi.fn((round: OfflineRound) =>
      Promise.resolve(outcome(round.id === 'a' ? 4 : 3)),
    )
    const report = await send(store, submit)
    expect(submit.mock.calls.map(([round]) => round.id)).toEqual(['a', 'b'])
    expect(report.added.map((r) => [r.id, r.points, r.addedAt])).toEqual([
      ['a', 4, clock],
      ['b', 3, clock],
    ])
    expect(report.retryAt).toBeNull()
    // Nothing is sent twice.
    await send(store, submit, true)
    expect(submit).toHaveBeenCalledTimes(2)
  })

  it('waits with back-off when offline, keeping the order, then sends', async () => {
    const store = createOutboxStore(localStorage, now)
    store.add(roundAt('a', clock - 2_000))
    store.add(roundAt('b', clock - 1_000))
    const submit = vi.fn((_round: OfflineRound): Promise<AddedOutcome> =>
      Promise.reject(offline()),
    )

    const first = await send(store, submit)
    expect(submit).toHaveBeenCalledTimes(1)
    expect(first).toEqual({ added: [], refused: [], retryAt: clock + 5_000 })

    clock += 4_000
    await send(store, submit)
    expect(submit).toHaveBeenCalledTimes(1)

    clock += 1_000
    const second = await send(store, submit)
    expect(submit).toHaveBeenCalledTimes(2)
    expect(second.retryAt).toBe(clock + 10_000)

    submit.mockImplementation(() => Promise.resolve(outcome()))
    // Online again: everything waiting goes at once.
    const third = await send(store, submit, true)
    expect(third.added.map((r) => r.id)).toEqual(['a', 'b'])
    expect(third.retryAt).toBeNull()
  })

  it('marks a final refusal and goes on with the next round', async () => {
    const store = createOutboxStore(localStorage, now)
    store.add(roundAt('a', clock - 2_000))
    store.add(roundAt('b', clock - 1_000))
    const submit = vi.fn((round: OfflineRound) =>
      round.id === 'a'
        ? Promise.reject(refusedWith('played_too_fast'))
        : Promise.resolve(outcome()),
    )
    const report = await send(store, submit)
    expect(report.refused).toMatchObject([
      { id: 'a', status: 'refused', refusal: 'played_too_fast' },
    ])
    expect(report.added.map((r) => r.id)).toEqual(['b'])
    expect(store.read().rounds).toHaveLength(2)
  })

  it("refuses a deleted child's round for good and sends the family's later rounds", async () => {
    const store = createOutboxStore(localStorage, now)
    store.add({ ...roundAt('gone', clock - 3_000), profileId: 'deleted-child' })
    store.add(roundAt('b', clock - 2_000))
    store.add(roundAt('c', clock - 1_000))
    // What toBackendError makes of the server's VK002.
    const deleted = toBackendError({
      code: 'VK002',
      message: 'profile_not_found',
    })
    expect(deleted.kind).toBe('profile-not-found')
    const submit = vi.fn((round: OfflineRound) =>
      round.profileId === 'deleted-child'
        ? Promise.reject(deleted)
        : Promise.resolve(outcome()),
    )

    const report = await send(store, submit)
    expect(submit.mock.calls.map(([round]) => round.id)).toEqual([
      'gone',
      'b',
      'c',
    ])
    expect(report.refused).toMatchObject([
      { id: 'gone', status: 'refused', refusal: 'profile_not_found' },
    ])
    expect(report.added.map((r) => r.id)).toEqual(['b', 'c'])
    expect(report.retryAt).toBeNull()

    // Nothing waits: a later send does not ask about the deleted child again.
    await send(store, submit, true)
    expect(submit).toHaveBeenCalledTimes(3)
  })

  it.each([
    'played_in_future',
    'daily_limit_reached',
    'not_signed_in',
    'Internal Server Error',
  ])('tries again later after %s', async (message) => {
    const store = createOutboxStore(localStorage, now)
    store.add(roundAt('a', clock))
    const report = await send(store, () => Promise.reject(refusedWith(message)))
    expect(report.refused).toEqual([])
    expect(report.retryAt).toBe(clock + 5_000)
  })

  it('counts a round once when another tab already sent it', async () => {
    const store = createOutboxStore(localStorage, now)
    store.add(roundAt('a', clock))
    const otherTab = createOutboxStore(localStorage, now)
    const submit = vi.fn(() => Promise.resolve(outcome()))
    await Promise.all([send(store, submit), send(otherTab, submit)])
    // Both may ask; the server counts the id once (submit_offline_round),
    // and the outbox holds the round once.
    expect(store.read().rounds).toHaveLength(1)
    expect(store.read().rounds[0]?.status).toBe('added')
  })
})

describe('the stored outbox', () => {
  it('survives a reload', () => {
    createOutboxStore(localStorage, now).add(roundAt('a', clock))
    expect(createOutboxStore(localStorage, now).read().rounds).toMatchObject([
      { id: 'a', status: 'pending' },
    ])
  })

  it('sets a corrupt outbox aside and starts an empty one', () => {
    localStorage.setItem(OUTBOX_KEY, '{"version":1,"rounds":[{"id"')
    const store = createOutboxStore(localStorage, now)
    expect(store.read().rounds).toEqual([])
    expect(localStorage.getItem(`${OUTBOX_KEY}:corrupt`)).toBe(
      '{"version":1,"rounds":[{"id"',
    )
    store.add(roundAt('a', clock))
    expect(store.read().rounds).toHaveLength(1)
  })

  it('says the storage is full and keeps the rounds already saved', () => {
    const store = createOutboxStore(localStorage, now)
    store.add(roundAt('a', clock))
    const setItem = vi
      .spyOn(Storage.prototype, 'setItem')
      .mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError')
      })
    expect(() => store.add(roundAt('b', clock))).toThrow(/storage is full/)
    setItem.mockRestore()
    expect(store.read().rounds.map((r) => r.id)).toEqual(['a'])
  })
})
