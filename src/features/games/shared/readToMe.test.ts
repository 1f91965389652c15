import { describe, expect, it } from 'vitest'

import { AGE_BANDS } from '@/lib/backend'

import {
  createReadToMeChoice,
  isReadToMeOn,
  READ_TO_ME_KEY,
  readToMeKey,
} from './readToMe'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

describe('the Read to me switch', () => {
  it('is on by default for the 5–7 band only', () => {
    const defaults = Object.fromEntries(
      AGE_BANDS.map((band) => [band, isReadToMeOn('default', band)]),
    )
    expect(defaults).toEqual({ '5-7': true, '8-10': false, '11-15': false })
  })

  it('is off by default for a guest and a child with no band', () => {
    expect(isReadToMeOn('default', null)).toBe(false)
    expect(isReadToMeOn('default', undefined)).toBe(false)
  })

  it('follows the choice once made, whatever the band', () => {
    expect(isReadToMeOn('off', '5-7')).toBe(false)
    expect(isReadToMeOn('on', null)).toBe(true)
    expect(isReadToMeOn('on', '11-15')).toBe(true)
  })

  it('is kept per child and for the guest, apart', () => {
    expect(readToMeKey('child-1')).toBe(`${READ_TO_ME_KEY}:child-1`)
    expect(readToMeKey(null)).toBe(`${READ_TO_ME_KEY}:guest`)
    expect(readToMeKey('child-1')).not.toBe(readToMeKey('child-2'))
  })

  it("remembers a guest's choice on the device", () => {
    const storage = memoryStorage()
    const key = readToMeKey(null)
    createReadToMeChoice(key, () => storage).write('on')
    // A later visit: a new reader over the same storage.
    const later = createReadToMeChoice(key, () => storage)
    expect(isReadToMeOn(later.read(), null)).toBe(true)
    expect(storage.items.get(key)).toBe('on')
  })

  it('reads anything else saved as the default, and sets it aside', () => {
    const storage = memoryStorage()
    const key = readToMeKey('child-1')
    storage.setItem(key, 'yes please')
    expect(createReadToMeChoice(key, () => storage).read()).toBe('default')
    expect(storage.items.get(`${key}:corrupt`)).toBe('yes please')
  })
})
