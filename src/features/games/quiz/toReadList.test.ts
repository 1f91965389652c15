import { beforeEach, describe, expect, it } from 'vitest'

import {
  getStorageProblems,
  resetStorageProblems,
} from '@/lib/storage/storageNotices'
import { CORRUPT_SUFFIX } from '@/lib/storage/storedValue'

import {
  addToRead,
  createToReadStore,
  GUEST_READER,
  markRead,
  MAX_READERS,
  MAX_TO_READ,
  parseToRead,
  removeToRead,
  TO_READ_KEY,
} from './toReadList'

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
const store = () => createToReadStore(() => storage)
const FIRE = '/vasavi-story#the-sacred-fire'
const FESTIVALS = '/#festivals'

describe('the To read list', () => {
  it('keeps a page once: keeping it again changes nothing', () => {
    const once = addToRead([], FIRE)
    expect(once).toEqual([{ source: FIRE, read: false }])
    expect(addToRead(once, FIRE)).toBe(once)
    const read = markRead(once, FIRE)
    expect(addToRead(read, FIRE)).toEqual([{ source: FIRE, read: true }])
  })

  it('ticks a page off once read, and takes one off', () => {
    const two = addToRead(addToRead([], FIRE), FESTIVALS)
    expect(markRead(two, FESTIVALS)).toEqual([
      { source: FIRE, read: false },
      { source: FESTIVALS, read: true },
    ])
    expect(markRead(two, '/#heroes')).toBe(two)
    expect(removeToRead(two, FIRE)).toEqual([
      { source: FESTIVALS, read: false },
    ])
  })

  it(`keeps at most ${MAX_TO_READ} pages, the newest`, () => {
    let list = addToRead([], '/page-0')
    for (let i = 1; i <= MAX_TO_READ; i += 1)
      list = addToRead(list, `/page-${i}`)
    expect(list).toHaveLength(MAX_TO_READ)
    expect(list[0]?.source).toBe('/page-1')
  })
})

describe('the To read store', () => {
  beforeEach(() => {
    storage = memoryStorage()
    resetStorageProblems()
  })

  it('reads nothing kept on a new device', () => {
    expect(store().snapshot()).toEqual({})
  })

  it('keeps each child’s list apart, across visits (a reload)', () => {
    const first = store()
    first.update('child-1', (list) => addToRead(list, FIRE))
    first.update('child-2', (list) => addToRead(list, FESTIVALS))
    first.update('child-1', (list) => markRead(list, FIRE))
    const later = store()
    expect(later.snapshot()).toEqual({
      'child-2': [{ source: FESTIVALS, read: false }],
      'child-1': [{ source: FIRE, read: true }],
    })
  })

  it('gives the same snapshot until something changes, and tells its listeners', () => {
    const toRead = store()
    const before = toRead.snapshot()
    expect(toRead.snapshot()).toBe(before)
    let heard = 0
    const stop = toRead.subscribe(() => {
      heard += 1
    })
    toRead.update(GUEST_READER, (list) => addToRead(list, FIRE))
    toRead.update(GUEST_READER, (list) => addToRead(list, FIRE))
    expect(heard).toBe(1)
    expect(toRead.snapshot()).not.toBe(before)
    stop()
    toRead.update(GUEST_READER, (list) => removeToRead(list, FIRE))
    expect(heard).toBe(1)
  })

  it(`remembers at most ${MAX_READERS} players, the most recent`, () => {
    const toRead = store()
    for (let i = 0; i <= MAX_READERS; i += 1) {
      toRead.update(`child-${i}`, (list) => addToRead(list, FIRE))
    }
    expect(toRead.snapshot()['child-0']).toBeUndefined()
    expect(Object.keys(toRead.snapshot())).toHaveLength(MAX_READERS)
  })

  it('sets aside a list it cannot read, and starts again', () => {
    storage.setItem(TO_READ_KEY, '[{"guest":')
    expect(store().snapshot()).toEqual({})
    expect(storage.getItem(TO_READ_KEY + CORRUPT_SUFFIX)).toBe('[{"guest":')
    expect(getStorageProblems()).toContain('set-aside')
  })

  it('keeps the list for the visit when the storage is blocked', () => {
    const toRead = createToReadStore(() => null)
    toRead.update(GUEST_READER, (list) => addToRead(list, FIRE))
    expect(toRead.snapshot()[GUEST_READER]).toEqual([
      { source: FIRE, read: false },
    ])
  })
})

describe('parseToRead', () => {
  it('reads the current format as it is', () => {
    const raw = JSON.stringify({ guest: [{ source: FIRE, read: true }] })
    expect(parseToRead(raw)).toEqual({
      status: 'ok',
      value: { guest: [{ source: FIRE, read: true }] },
    })
  })

  it('drops entries of another shape, keeping the rest', () => {
    const raw = JSON.stringify({
      a: [
        { source: FIRE, read: false },
        { source: 'https://elsewhere.example/', read: false },
        { source: FESTIVALS, read: 'yes' },
        { source: FESTIVALS, read: true, extra: 1 },
      ],
      b: 'not a list',
    })
    expect(parseToRead(raw)).toEqual({
      status: 'salvaged',
      value: { a: [{ source: FIRE, read: false }] },
    })
  })

  it('cannot read text that is not an object of lists', () => {
    expect(parseToRead('[]')).toEqual({ status: 'unreadable' })
    expect(parseToRead('not json')).toEqual({ status: 'unreadable' })
  })
})
