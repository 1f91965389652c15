import { beforeEach, describe, expect, it, vi } from 'vitest'

import { getStorageProblems, resetStorageProblems } from './storageNotices'
import {
  createStoredChoice,
  isQuotaError,
  readStored,
  setAside,
  StorageWriteError,
  unreadable,
  writeStored,
  type Parsed,
} from './storedValue'

const KEY = 'vasavi-kids:test:v2'

/** A stored number list; `{v:1, n}` is the old format of one number. */
function parseNumbers(raw: string): Parsed<number[]> {
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return unreadable
  }
  if (typeof data === 'object' && data !== null && 'v' in data) {
    const { v, n } = data as { v: unknown; n: unknown }
    return v === 1 && typeof n === 'number'
      ? { status: 'migrated', value: [n] }
      : unreadable
  }
  if (!Array.isArray(data)) return unreadable
  const numbers = data.filter(
    (item): item is number => typeof item === 'number',
  )
  return numbers.length === data.length
    ? { status: 'ok', value: numbers }
    : { status: 'salvaged', value: numbers }
}

const options = {
  parse: parseNumbers,
  serialize: (value: number[]) => JSON.stringify(value),
  fallback: [] as number[],
}

/** A Storage that refuses every write as full, keeping what it has. */
function fullStorage(initial: Record<string, string>): Storage {
  const storage = memoryStorage(initial)
  storage.setItem = () => {
    throw new DOMException('full', 'QuotaExceededError')
  }
  return storage
}

/** A Storage in memory, as a browser's localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  resetStorageProblems()
})

describe('readStored', () => {
  it('reads a value in the current format as it is, quietly', async () => {
    localStorage.setItem(KEY, '[1,2]')
    expect(readStored(localStorage, KEY, options)).toEqual([1, 2])
    await flush()
    expect(getStorageProblems()).toEqual([])
  })

  it('gives the fallback for nothing saved or no storage', () => {
    expect(readStored(localStorage, KEY, options)).toEqual([])
    expect(readStored(null, KEY, options)).toEqual([])
  })

  it('rewrites an older format in the current one, without a notice', async () => {
    localStorage.setItem(KEY, '{"v":1,"n":7}')
    expect(readStored(localStorage, KEY, options)).toEqual([7])
    expect(localStorage.getItem(KEY)).toBe('[7]')
    expect(localStorage.getItem(`${KEY}:corrupt`)).toBeNull()
    await flush()
    expect(getStorageProblems()).toEqual([])
  })

  it.each([
    ['truncated', '[1,2'],
    ['not JSON', 'hello'],
    ['an unknown version', '{"v":9,"n":1}'],
    ['the wrong shape', '"text"'],
  ])('sets aside a %s value, keeps it, and notices', (_what, raw) => {
    localStorage.setItem(KEY, raw)
    expect(readStored(localStorage, KEY, options)).toEqual([])
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(localStorage.getItem(`${KEY}:corrupt`)).toBe(raw)
    expect(getStorageProblems()).toEqual(['set-aside'])
  })

  it('keeps the readable part of a partly broken value', () => {
    localStorage.setItem(KEY, '[1,"x",3]')
    expect(readStored(localStorage, KEY, options)).toEqual([1, 3])
    expect(localStorage.getItem(KEY)).toBe('[1,3]')
    expect(localStorage.getItem(`${KEY}:corrupt`)).toBe('[1,"x",3]')
    expect(getStorageProblems()).toEqual(['set-aside'])
  })

  it('never replaces an earlier copy set aside', () => {
    localStorage.setItem(`${KEY}:corrupt`, 'first')
    localStorage.setItem(KEY, 'second')
    readStored(localStorage, KEY, options)
    expect(localStorage.getItem(`${KEY}:corrupt`)).toBe('first')
    expect(localStorage.getItem(`${KEY}:corrupt:2`)).toBe('second')
  })

  it('leaves an unreadable value in place when it cannot be set aside', () => {
    const storage = fullStorage({ [KEY]: 'broken' })
    expect(readStored(storage, KEY, options)).toEqual([])
    expect(storage.getItem(KEY)).toBe('broken')
    expect(getStorageProblems()).toEqual(['full'])
  })

  it('is quiet about a storage the browser blocks', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: vi.fn(),
      removeItem: vi.fn(),
    }
    expect(readStored(blocked, KEY, options)).toEqual([])
    expect(getStorageProblems()).toEqual([])
  })
})

describe('writeStored', () => {
  it('writes', () => {
    writeStored(localStorage, KEY, '[1]')
    expect(localStorage.getItem(KEY)).toBe('[1]')
  })

  it('keeps what was saved when the storage is full, and says so', () => {
    const storage = fullStorage({ [KEY]: '[1]' })
    expect(() => writeStored(storage, KEY, '[1,2]')).toThrow(StorageWriteError)
    expect(() => writeStored(storage, KEY, '[1,2]')).toThrow(/storage is full/)
    expect(storage.getItem(KEY)).toBe('[1]')
    expect(getStorageProblems()).toEqual(['full'])
  })
})

describe('setAside', () => {
  it('uses the last slot when all are taken', () => {
    localStorage.setItem(`${KEY}:corrupt`, 'a')
    localStorage.setItem(`${KEY}:corrupt:2`, 'b')
    localStorage.setItem(`${KEY}:corrupt:3`, 'c')
    expect(setAside(localStorage, KEY, 'd')).toBe(true)
    expect(localStorage.getItem(`${KEY}:corrupt`)).toBe('a')
    expect(localStorage.getItem(`${KEY}:corrupt:3`)).toBe('d')
  })

  it('does not copy the same text twice', () => {
    localStorage.setItem(`${KEY}:corrupt`, 'a')
    expect(setAside(localStorage, KEY, 'a')).toBe(true)
    expect(localStorage.getItem(`${KEY}:corrupt:2`)).toBeNull()
  })
})

describe('isQuotaError', () => {
  it('knows the browsers’ names for a full storage', () => {
    expect(isQuotaError(new DOMException('x', 'QuotaExceededError'))).toBe(true)
    expect(
      isQuotaError(new DOMException('x', 'NS_ERROR_DOM_QUOTA_REACHED')),
    ).toBe(true)
    expect(isQuotaError(new DOMException('x', 'SecurityError'))).toBe(false)
    expect(isQuotaError(new Error('QuotaExceededError'))).toBe(false)
  })
})

describe('createStoredChoice', () => {
  const choice = (storage: Storage) =>
    createStoredChoice({
      key: KEY,
      values: ['a', 'b'] as const,
      fallback: 'a',
      getStorage: () => storage,
    })

  it('reads what the storage keeps, and nothing once it is cleared', () => {
    const storage = memoryStorage()
    const stored = choice(storage)
    stored.write('b')
    expect(stored.read()).toBe('b')
    storage.clear()
    // Not a copy in memory that outlives the storage (a new visit's state).
    expect(stored.read()).toBe('a')
  })

  it('keeps a choice the storage refuses for this visit', () => {
    const stored = choice(fullStorage({}))
    stored.write('b')
    expect(stored.read()).toBe('b')
  })
})
