import type { DeviceData, DeviceFamily } from './deviceData'

/**
 * Retention on this device (decision 075), the periods of the server's
 * nightly job (20261201140000_retention.sql), applied when the device
 * backend starts. Game sessions live only in memory here, and rounds are
 * never waiting for a server, so what is kept is:
 *
 * - quiz answers: 12 weeks (the grown-ups' view reads 8, the practice of
 *   missed questions brings a miss back after days or weeks);
 * - the PIN's wrong tries: forgotten 30 days after the last lock ended
 *   (a right PIN forgets them at once, as before).
 */
export const DAY_MS = 24 * 60 * 60_000
export const KEEP_ANSWERS_MS = 12 * 7 * DAY_MS
export const KEEP_PIN_MISSES_MS = 30 * DAY_MS

function expireFamily(family: DeviceFamily, now: number): DeviceFamily {
  const profiles = family.profiles.map((profile) => {
    const answers = profile.quizAnswers
    const kept = answers?.filter((a) => now - a.at <= KEEP_ANSWERS_MS)
    return kept && answers && kept.length !== answers.length
      ? { ...profile, quizAnswers: kept }
      : profile
  })
  const lockOver =
    family.pinLockedUntil > 0 &&
    now - family.pinLockedUntil > KEEP_PIN_MISSES_MS
  const changed = profiles.some((p, i) => p !== family.profiles[i])
  if (!changed && !lockOver) return family
  return {
    ...family,
    profiles,
    ...(lockOver ? { pinMisses: 0, pinLocks: 0, pinLockedUntil: 0 } : {}),
  }
}

/** The device's data without what is kept no longer; the same when none. */
export function expireDeviceData(data: DeviceData, now: number): DeviceData {
  const families = data.families.map((f) => expireFamily(f, now))
  return families.some((f, i) => f !== data.families[i])
    ? { ...data, families }
    : data
}
