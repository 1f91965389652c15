import { timeOf, type StatsRound } from './summarizeChild'

/** The activity chart covers this many calendar weeks, this one included. */
export const ACTIVITY_WEEK_COUNT = 8

/** Rounds and points of one calendar week. */
export type WeekActivity = {
  /** The week's Monday, a local calendar date `YYYY-MM-DD`. */
  weekStart: string
  rounds: number
  points: number
}

/**
 * Local midnight at the start of the Monday of `date`'s week. Built from
 * calendar fields, so a week that gains or loses an hour to daylight saving
 * still starts at midnight.
 */
export function startOfWeek(date: Date): Date {
  const sinceMonday = (date.getDay() + 6) % 7
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() - sinceMonday,
  )
}

function calendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Rounds and points in each of the last `weeks` calendar weeks, oldest
 * first, the last being the week of `now`. Weeks run Monday to Sunday (as in
 * India and ISO 8601) in the time zone of the device showing them: a parent
 * reads "this week" as their own week. Rounds before the first week, after
 * the current one, or with a date that does not parse are left out.
 */
export function weeklyActivity(
  rounds: readonly StatsRound[],
  now: Date,
  weeks: number = ACTIVITY_WEEK_COUNT,
): WeekActivity[] {
  if (!Number.isInteger(weeks) || weeks < 1) {
    throw new RangeError(`weeks must be a whole number above 0, not ${weeks}`)
  }
  if (Number.isNaN(now.getTime())) throw new RangeError('now is not a date')

  const monday = startOfWeek(now)
  // starts[i] is the first instant of week i; starts[weeks] ends the last.
  const starts = Array.from(
    { length: weeks + 1 },
    (_, i) =>
      new Date(
        monday.getFullYear(),
        monday.getMonth(),
        monday.getDate() + 7 * (i - weeks + 1),
      ),
  )
  const activity = starts.slice(0, weeks).map((start) => ({
    weekStart: calendarDate(start),
    rounds: 0,
    points: 0,
  }))

  for (const round of rounds) {
    const time = timeOf(round.playedAt)
    if (time === null) continue
    const index = starts.findLastIndex((start) => start.getTime() <= time)
    const week = index < weeks ? activity[index] : undefined
    if (!week) continue
    week.rounds += 1
    week.points += round.points
  }
  return activity
}
