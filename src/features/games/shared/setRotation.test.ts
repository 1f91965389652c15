import { beforeEach, describe, expect, it } from 'vitest'

import {
  getStorageProblems,
  resetStorageProblems,
} from '@/lib/storage/storageNotices'
import { CORRUPT_SUFFIX } from '@/lib/storage/storedValue'

import {
  createSetRotationStore,
  GUEST_PLAYER,
  MAX_PLAYERS,
  parseSetRotation,
  SET_ROTATION_KEY,
} from './setRotation'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

let storage = memoryStorage()
const store = () => createSetRotationStore(() => storage)

describe('the set rotation store', () => {
  beforeEach(() => {
    storage = memoryStorage()
    resetStorageProblems()
  })

  it('reads nothing played on a new device', () => {
    expect(store().read(GUEST_PLAYER)).toEqual({})
  })

  it('keeps what each child last played apart, across visits', () => {
    store().remember('child-1', { hero_match: 'sages' })
    store().remember('child-1', { word_search: 'telugu' })
    store().remember('child-2', { festival_match: ['ugadi', 'diwali'] })
    const later = store()
    expect(later.read('child-1')).toEqual({
      hero_match: 'sages',
      word_search: 'telugu',
    })
    expect(later.read('child-2')).toEqual({
      festival_match: ['ugadi', 'diwali'],
    })
    expect(later.read(GUEST_PLAYER)).toEqual({})
  })

  it(`remembers at most ${MAX_PLAYERS} players, the most recent`, () => {
    const rotation = store()
    for (let i = 0; i <= MAX_PLAYERS; i += 1) {
      rotation.remember(`child-${i}`, { hero_match: 'foods' })
    }
    expect(rotation.read('child-0')).toEqual({})
    expect(rotation.read(`child-${MAX_PLAYERS}`)).toEqual({
      hero_match: 'foods',
    })
  })

  it('sets aside a record it cannot read, and starts again', () => {
    storage.setItem(SET_ROTATION_KEY, '{"guest":')
    expect(store().read(GUEST_PLAYER)).toEqual({})
    expect(storage.getItem(SET_ROTATION_KEY + CORRUPT_SUFFIX)).toBe('{"guest":')
    expect(getStorageProblems()).toContain('set-aside')
  })

  it('starts the rotation again once the browser’s data is cleared', () => {
    const rotation = store()
    rotation.remember(GUEST_PLAYER, { hero_match: 'sages' })
    storage.data.clear()
    expect(rotation.read(GUEST_PLAYER)).toEqual({})
  })

  it('keeps the game going when the storage is blocked', () => {
    const rotation = createSetRotationStore(() => null)
    rotation.remember(GUEST_PLAYER, { hero_match: 'sages' })
    expect(rotation.read(GUEST_PLAYER)).toEqual({ hero_match: 'sages' })
  })
})

describe('parseSetRotation', () => {
  it('reads the current format as it is', () => {
    const raw = JSON.stringify({
      guest: { hero_match: 'heroes', festival_match: ['ugadi'] },
    })
    expect(parseSetRotation(raw)).toEqual({
      status: 'ok',
      value: { guest: { hero_match: 'heroes', festival_match: ['ugadi'] } },
    })
  })

  it('drops players whose entry is of another shape', () => {
    const raw = JSON.stringify({
      a: { hero_match: 'sages' },
      b: { hero_match: 3 },
      c: { festival_match: ['ugadi', 5] },
      d: 'sages',
      e: { something: 'else' },
    })
    expect(parseSetRotation(raw)).toEqual({
      status: 'salvaged',
      value: { a: { hero_match: 'sages' } },
    })
  })

  it.each(['[]', 'null', '"text"', 'not json'])(
    'finds %s unreadable',
    (raw) => {
      expect(parseSetRotation(raw)).toEqual({ status: 'unreadable' })
    },
  )
})
