import { describe, expect, it, vi } from 'vitest'

import {
  createStoryVersionStore,
  parseStoredStoryVersion,
  STORY_VERSION_KEY,
} from './storyVersionStore'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
}

describe('parseStoredStoryVersion', () => {
  it('reads the two versions and nothing else', () => {
    expect(parseStoredStoryVersion('adult')).toEqual({
      status: 'ok',
      value: 'adult',
    })
    expect(parseStoredStoryVersion('kids')).toMatchObject({ value: 'kids' })
    expect(parseStoredStoryVersion('grown-ups').status).toBe('unreadable')
    expect(parseStoredStoryVersion('"adult"').status).toBe('unreadable')
  })
})

describe('createStoryVersionStore', () => {
  it('starts with kids and remembers a choice in storage', () => {
    const storage = memoryStorage()
    const store = createStoryVersionStore(() => storage)
    expect(store.read()).toBe('kids')
    store.write('adult')
    expect(storage.getItem(STORY_VERSION_KEY)).toBe('adult')
    expect(createStoryVersionStore(() => storage).read()).toBe('adult')
  })

  it('tells subscribers about a change until they leave', () => {
    const store = createStoryVersionStore(() => memoryStorage())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.write('adult')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.write('kids')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps the choice in memory when storage throws', () => {
    const store = createStoryVersionStore(() => ({
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }))
    expect(store.read()).toBe('kids')
    store.write('adult')
    expect(store.read()).toBe('adult')
  })

  it('works without any storage', () => {
    const store = createStoryVersionStore(() => null)
    store.write('adult')
    expect(store.read()).toBe('adult')
  })

  it('sets an unreadable choice aside and reads kids', () => {
    const storage = memoryStorage()
    storage.setItem(STORY_VERSION_KEY, 'grown-ups')
    const store = createStoryVersionStore(() => storage)
    expect(store.read()).toBe('kids')
    expect(store.read()).toBe('kids')
    expect(storage.getItem(`${STORY_VERSION_KEY}:corrupt`)).toBe('grown-ups')
    expect(storage.getItem(STORY_VERSION_KEY)).toBeNull()
  })
})
