import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  getStorageProblems,
  resetStorageProblems,
} from '@/lib/storage/storageNotices'

import {
  createSoundPreference,
  parseStoredSoundSetting,
  SOUND_KEY,
} from './soundPreference'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

beforeEach(() => {
  resetStorageProblems()
})

describe('parseStoredSoundSetting', () => {
  it('accepts only the exact words on and off', () => {
    expect(parseStoredSoundSetting('off')).toEqual({
      status: 'ok',
      value: 'off',
    })
    expect(parseStoredSoundSetting('on')).toEqual({ status: 'ok', value: 'on' })
  })

  it.each(['', 'OFF', ' off', 'false', '0', '{"sound":false}', 'mute'])(
    'does not believe %j',
    (raw) => {
      expect(parseStoredSoundSetting(raw)).toEqual({ status: 'unreadable' })
    },
  )
})

describe('createSoundPreference', () => {
  it('is on until a choice is saved, and remembers the choice', () => {
    const storage = memoryStorage()
    const preference = createSoundPreference(() => storage)
    expect(preference.isOn()).toBe(true)
    preference.set(false)
    expect(storage.data.get(SOUND_KEY)).toBe('off')
    // A new visit reads it back.
    expect(createSoundPreference(() => storage).isOn()).toBe(false)
  })

  it('sets aside a stored value it does not know, and plays sound', () => {
    const storage = memoryStorage({ [SOUND_KEY]: 'muted please' })
    expect(createSoundPreference(() => storage).isOn()).toBe(true)
    expect(storage.data.get(SOUND_KEY)).toBeUndefined()
    expect(storage.data.get(`${SOUND_KEY}:corrupt`)).toBe('muted please')
    expect(getStorageProblems()).toEqual(['set-aside'])
  })

  it('tells its listeners, and stops when they leave', () => {
    const preference = createSoundPreference(() => memoryStorage())
    const listener = vi.fn()
    const leave = preference.subscribe(listener)
    preference.set(false)
    expect(listener).toHaveBeenCalledOnce()
    leave()
    preference.set(true)
    expect(listener).toHaveBeenCalledOnce()
  })

  it('keeps the choice for the visit when the storage refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const preference = createSoundPreference(() => refusing)
    expect(preference.isOn()).toBe(true)
    preference.set(false)
    expect(preference.isOn()).toBe(false)
  })

  it('works with no storage at all', () => {
    const preference = createSoundPreference(() => null)
    preference.set(false)
    expect(preference.isOn()).toBe(false)
  })
})
