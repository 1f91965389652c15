import { beforeEach, describe, expect, it, vi } from 'vitest'

import { createGuestStore, GUEST_RESULTS_KEY } from './guestStore'
import { COMPLETED } from './scoring'

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

  it('starts afresh from corrupt or tampered storage', () => {
    window.localStorage.setItem(GUEST_RESULTS_KEY, '{not json')
    expect(createGuestStore(window.localStorage).getProgress().badges).toEqual(
      [],
    )
    window.localStorage.setItem(
      GUEST_RESULTS_KEY,
      JSON.stringify([
        { gameType: 'quiz', value: 99 },
        { gameType: 'story', value: 1 },
      ]),
    )
    expect(createGuestStore(window.localStorage).getProgress()).toMatchObject({
      totalScore: 3,
      completedGameTypes: ['story'],
    })
  })

  it('still answers when the browser refuses to store', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const full = {
      ...window.localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    } as unknown as Storage
    expect(
      createGuestStore(full).record({ gameType: 'story', value: 1 }).points,
    ).toBe(3)
    expect(error).toHaveBeenCalled()
  })
})
