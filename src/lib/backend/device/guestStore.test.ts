import { beforeEach, describe, expect, it, vi } from 'vitest'

import { COMPLETED } from '../rules/scoring'
import { createGuestStore, GUEST_RESULTS_KEY } from './guestStore'

describe('the guest store', () => {
  beforeEach(() => {
    window.localStorage.clear()
  })

  it('starts empty and keeps results across store instances', () => {
    const store = createGuestStore(window.localStorage)
    expect(store.getProgress().badges).toEqual([])
    expect(store.record({ gameType: 'quiz', value: 12 })).toEqual({
      points: 12,
      newBadges: ['heritage_explorer', 'cultural_scholar'],
      savedTo: 'device',
    })
    const reloaded = createGuestStore(window.localStorage)
    expect(reloaded.getProgress()).toMatchObject({
      totalScore: 12,
      quizBest: 12,
      badges: ['heritage_explorer', 'cultural_scholar'],
    })
  })

  it('earns Heritage Master after all five games', () => {
    const store = createGuestStore(window.localStorage)
    store.record({ gameType: 'quiz', value: 4 })
    store.record({ gameType: 'memory', value: 16 })
    store.record({ gameType: 'festival_match', value: COMPLETED })
    store.record({ gameType: 'hero_match', value: COMPLETED })
    expect(
      store.record({ gameType: 'story', value: COMPLETED }).newBadges,
    ).toEqual(['heritage_master'])
  })

  it('refuses a result the game cannot produce and stores nothing', () => {
    const store = createGuestStore(window.localStorage)
    expect(() => store.record({ gameType: 'memory', value: 7 })).toThrow()
    expect(window.localStorage.getItem(GUEST_RESULTS_KEY)).toBeNull()
  })

  it('sets aside corrupt storage and starts afresh, keeping the original', () => {
    window.localStorage.setItem(GUEST_RESULTS_KEY, '{not json')
    expect(createGuestStore(window.localStorage).getProgress().badges).toEqual(
      [],
    )
    expect(window.localStorage.getItem(`${GUEST_RESULTS_KEY}:corrupt`)).toBe(
      '{not json',
    )
    expect(window.localStorage.getItem(GUEST_RESULTS_KEY)).toBeNull()
  })

  it('keeps the good results of tampered storage and sets the rest aside', () => {
    const tampered = JSON.stringify([
      { gameType: 'quiz', value: 99 },
      { gameType: 'story', value: 1 },
      { gameType: 'chess', value: 1 },
      'junk',
    ])
    window.localStorage.setItem(GUEST_RESULTS_KEY, tampered)
    expect(createGuestStore(window.localStorage).getProgress()).toMatchObject({
      totalScore: 3,
      completedGameTypes: ['story'],
    })
    expect(window.localStorage.getItem(GUEST_RESULTS_KEY)).toBe(
      JSON.stringify([{ gameType: 'story', value: 1 }]),
    )
    expect(window.localStorage.getItem(`${GUEST_RESULTS_KEY}:corrupt`)).toBe(
      tampered,
    )
  })

  it.each([
    ['a truncated list', '[{"gameType":"quiz","val'],
    ['an object', '{"results":[]}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as nothing, without failing', (_what, raw) => {
    window.localStorage.setItem(GUEST_RESULTS_KEY, raw)
    const store = createGuestStore(window.localStorage)
    expect(store.getProgress().totalScore).toBe(0)
    expect(store.record({ gameType: 'story', value: 1 }).points).toBe(3)
    expect(window.localStorage.getItem(`${GUEST_RESULTS_KEY}:corrupt`)).toBe(
      raw,
    )
  })

  it('says the storage is full and keeps the results already saved', () => {
    const saved = JSON.stringify([{ gameType: 'story', value: 1 }])
    const full = {
      getItem: (key: string) => (key === GUEST_RESULTS_KEY ? saved : null),
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError')
      }),
      removeItem: vi.fn(),
    }
    const store = createGuestStore(full)
    expect(() => store.record({ gameType: 'quiz', value: 5 })).toThrow(
      expect.objectContaining({ kind: 'storage-full' }),
    )
    expect(full.removeItem).not.toHaveBeenCalled()
    expect(store.getProgress().totalScore).toBe(3)
  })
})
