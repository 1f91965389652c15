import { FUN_NAME_WORDS } from '@/data/funNames'
import { usernameProblem } from '@/lib/backend'

/**
 * A username from the curated word lists, such as "HappyPeacock42": a
 * describing word, a thing and a number from 10 to 99. `random` returns a
 * number in [0, 1) (Math.random in the app, fixed values in tests).
 */
export function suggestName(random: () => number = Math.random): string {
  const pick = <T>(list: readonly T[]): T =>
    list[Math.floor(random() * list.length)] ?? list[0]!
  for (;;) {
    const name = `${pick(FUN_NAME_WORDS.describing)}${pick(FUN_NAME_WORDS.things)}${10 + Math.floor(random() * 90)}`
    if (usernameProblem(name) === null) return name
  }
}
