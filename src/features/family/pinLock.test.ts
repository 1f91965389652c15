import { afterEach, describe, expect, it } from 'vitest'

import { loadTeluguTwins } from '@/lib/i18n/edition'
import { setActiveLanguage } from '@/lib/i18n/language'

import { lockEndTime, lockLeftMs, lockWait, pinLockWaitText } from './pinLock'

const MIN = 60_000
const NOW = new Date(2026, 11, 1, 16, 25, 0).getTime()
const at = (ms: number) => new Date(ms).toISOString()

afterEach(() => setActiveLanguage('en'))

describe('the PIN lock told as a wait', () => {
  it('counts what is left, never below zero', () => {
    expect(lockLeftMs(at(NOW + 15 * MIN), NOW)).toBe(15 * MIN)
    expect(lockLeftMs(at(NOW - 1), NOW)).toBe(0)
    expect(lockLeftMs('soon', NOW)).toBe(0)
  })

  it('rounds minutes up, and tells a long lock in hours', () => {
    expect(lockWait(15 * MIN)).toEqual({ unit: 'minutes', count: 15 })
    expect(lockWait(14 * MIN + 10_000)).toEqual({ unit: 'minutes', count: 15 })
    expect(lockWait(10_000)).toEqual({ unit: 'minutes', count: 1 })
    expect(lockWait(60 * MIN)).toEqual({ unit: 'minutes', count: 60 })
    expect(lockWait(960 * MIN)).toEqual({ unit: 'hours', count: 16 })
    expect(lockWait(91 * MIN)).toEqual({ unit: 'hours', count: 2 })
  })

  it('says the time alone today, the date too on another day', () => {
    expect(lockEndTime(at(NOW + 15 * MIN), NOW, 'en-GB')).toBe('16:40')
    expect(lockEndTime(at(NOW + 16 * 60 * MIN), NOW, 'en-GB')).toBe(
      '2 Dec 2026, 08:25',
    )
  })

  it('says "Try again in 15 minutes, at …" with the plural rules', () => {
    const time = lockEndTime(at(NOW + 15 * MIN), NOW)
    expect(pinLockWaitText(at(NOW + 15 * MIN), NOW)).toBe(
      `Try again in 15 minutes, at ${time}.`,
    )
    expect(pinLockWaitText(at(NOW + 30_000), NOW)).toMatch(
      /^Try again in 1 minute, at /,
    )
    expect(pinLockWaitText(at(NOW + 120 * MIN), NOW)).toMatch(
      /^Try again in 2 hours, at /,
    )
  })

  it('says it in Telugu with the counted forms', async () => {
    setActiveLanguage('te')
    await loadTeluguTwins()
    expect(pinLockWaitText(at(NOW + 15 * MIN), NOW)).toMatch(
      /^15 నిమిషాలు ఆగి, .+ తర్వాత మళ్ళీ ప్రయత్నించండి\.$/,
    )
    expect(pinLockWaitText(at(NOW + 30_000), NOW)).toMatch(/^1 నిమిషం ఆగి, /)
  })
})
