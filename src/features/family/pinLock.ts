import { familyText } from '@/lib/i18n/family'
import { dateLocale } from '@/lib/i18n/language'

const MINUTE_MS = 60 * 1000
/** Up to this many minutes the wait is told in minutes, beyond in hours. */
const MINUTES_SHOWN_UP_TO = 90

/** Milliseconds left of a lock ending at `lockedUntil` (0 once it has ended). */
export function lockLeftMs(lockedUntil: string, now: number): number {
  const end = Date.parse(lockedUntil)
  return Number.isNaN(end) ? 0 : Math.max(0, end - now)
}

/**
 * How long is left, as a person counts it: whole minutes rounded up (a lock
 * with 14 min 10 s left is "15 minutes", with 10 s left "1 minute"), or whole
 * hours rounded up once it is longer than an hour and a half.
 */
export function lockWait(leftMs: number): {
  unit: 'minutes' | 'hours'
  count: number
} {
  const minutes = Math.ceil(leftMs / MINUTE_MS)
  return minutes <= MINUTES_SHOWN_UP_TO
    ? { unit: 'minutes', count: minutes }
    : { unit: 'hours', count: Math.ceil(minutes / 60) }
}

/** The lock's end as the clock shows it: the time today, else date and time. */
export function lockEndTime(
  lockedUntil: string,
  now: number,
  locale = dateLocale(),
): string {
  const end = new Date(lockedUntil)
  const sameDay = end.toDateString() === new Date(now).toDateString()
  return new Intl.DateTimeFormat(
    locale,
    sameDay
      ? { timeStyle: 'short' }
      : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(end)
}

/** "Try again in 15 minutes, at 4:40 PM." in the page's language. */
export function pinLockWaitText(lockedUntil: string, now: number): string {
  const { unit, count } = lockWait(lockLeftMs(lockedUntil, now))
  const time = lockEndTime(lockedUntil, now)
  return unit === 'minutes'
    ? familyText.count('family.pin.lockedWait', count, { time })
    : familyText.count('family.pin.lockedWaitHours', count, { time })
}
