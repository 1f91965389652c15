/**
 * Date logic of the home page's highlight cards, pure so that it can be
 * tested at fixed dates. Dates are calendar days written `YYYY-MM-DD`; the
 * arithmetic runs on UTC day numbers, so time zones and daylight saving never
 * shift a count.
 */

export type IsoDate = string

const MS_PER_DAY = 86_400_000

/** The local calendar day of `date`, as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): IsoDate {
  const year = String(date.getFullYear()).padStart(4, '0')
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${year}-${month}-${day}`
}

function parts(iso: IsoDate): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${iso}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** Days since 1970-01-01 (a Thursday). */
export function dayNumber(iso: IsoDate): number {
  const [year, month, day] = parts(iso)
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY)
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from)
}

/** Milliseconds from `now` to the next local midnight (at least 1). */
export function msUntilNextMidnight(now: Date): number {
  const next = new Date(now)
  next.setHours(24, 0, 0, 0)
  return Math.max(1, next.getTime() - now.getTime())
}

export type Countdown<Id extends string> =
  | { kind: 'date'; festivalId: Id; date: IsoDate; daysUntil: number }
  | { kind: 'month'; festivalId: Id; month: number }

/**
 * The next festival on or after `today` from a table of known dates. On the
 * festival's own day `daysUntil` is 0. Past the last known date, falls back
 * to the festival whose usual month comes next after this one.
 */
export function nextFestival<Id extends string>(
  today: IsoDate,
  dates: Readonly<Record<Id, readonly IsoDate[]>>,
  usualMonths: readonly { id: Id; usualMonth: number }[],
): Countdown<Id> | null {
  let best: { festivalId: Id; date: IsoDate; daysUntil: number } | null = null
  for (const festivalId of Object.keys(dates) as Id[]) {
    for (const date of dates[festivalId]) {
      const daysUntil = daysBetween(today, date)
      if (daysUntil < 0) continue
      if (!best || daysUntil < best.daysUntil) {
        best = { festivalId, date, daysUntil }
      }
    }
  }
  if (best) return { kind: 'date', ...best }

  const [, month] = parts(today)
  // 1 for next month … 12 for this month next year.
  const distance = (usual: number) => ((usual - month + 11) % 12) + 1
  const byDistance = [...usualMonths].sort(
    (a, b) => distance(a.usualMonth) - distance(b.usualMonth),
  )
  const first = byDistance[0]
  return first
    ? { kind: 'month', festivalId: first.id, month: first.usualMonth }
    : null
}

/** The ISO 8601 week (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(iso: IsoDate): { year: number; week: number } {
  const days = dayNumber(iso)
  const weekday = (((days + 3) % 7) + 7) % 7 // Monday 0 … Sunday 6
  const thursday = days - weekday + 3
  const thursdayYear = new Date(thursday * MS_PER_DAY).getUTCFullYear()
  const firstDay = dayNumber(`${String(thursdayYear).padStart(4, '0')}-01-01`)
  return {
    year: thursdayYear,
    week: Math.floor((thursday - firstDay) / 7) + 1,
  }
}

/** Weeks since the Monday 1970-01-05, so a rotation never jumps at New Year. */
export function weekCount(iso: IsoDate): number {
  return Math.floor((dayNumber(iso) - 4) / 7)
}

/** The hero shown this ISO week: the same all week, the next one on Monday. */
export function heroOfTheWeekIndex(iso: IsoDate, count: number): number {
  return ((weekCount(iso) % count) + count) % count
}

/** The story shown this month: the same all month, the next one on the 1st. */
export function storyOfTheMonthIndex(iso: IsoDate, count: number): number {
  const [year, month] = parts(iso)
  return (year * 12 + month - 1) % count
}
