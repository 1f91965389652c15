import { isFamilyStatsKey, familyStatsText } from '@/lib/i18n/familyStats'

/**
 * A week's Monday (`YYYY-MM-DD`) as the chart and its table print it: the
 * day and the short month ("17", "Nov"), and both together ("17 Nov"). The
 * date is a calendar date, so it is formatted as such (in UTC), never moved
 * by the time zone.
 */
export function formatWeekStart(weekStart: string, locale: string) {
  const [year = NaN, month = NaN, day = NaN] = weekStart.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const parts = format.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return { day: part('day'), month: part('month'), label: format.format(date) }
}

/** An instant as a date in the device's time zone ("17 Nov 2025"). */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(iso),
  )
}

/** An instant as a date and time in the device's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

/** A badge's name from the dictionary; an id it does not know, as is. */
export function badgeLabel(id: string): string {
  const key = `familyStats.badge.${id}`
  return isFamilyStatsKey(key) ? familyStatsText(key) : id
}
