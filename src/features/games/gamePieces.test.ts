import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { expect, it } from 'vitest'

const GAMES_DIR = join(process.cwd(), 'src/features/games')

/** Every component file of the games, tests left out. */
const componentFiles = () =>
  readdirSync(GAMES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => join(GAMES_DIR, name))

// Tailwind's classes that animate colours (`transition`, `transition-colors`,
// `transition-all`, with or without a variant such as `motion-safe:`).
// `transition-transform` and `transition-opacity` are left to the
// compositor.
const COLOUR_TRANSITION =
  /(?:^|[\s'"`:])transition(?:-colors|-all)?(?=[\s'"`]|$)/m

it('the games’ pieces change colour at once, without a transition (decision 095)', () => {
  // A colour that fades is painted again on the main thread every frame of
  // the fade: at 4× CPU each frame was 7 to 24 ms, and a child's next tap,
  // usually within the fade, waited behind them (every tap p75 28 ms slower).
  const files = componentFiles()
  expect(files.length).toBeGreaterThan(20)
  const fading = files
    .filter((file) => COLOUR_TRANSITION.test(readFileSync(file, 'utf8')))
    .map((file) => relative(process.cwd(), file))
  expect(fading).toEqual([])
})

it('finds a colour transition where there is one', () => {
  for (const classes of [
    "'rounded-2xl motion-safe:transition-colors'",
    '"transition-all duration-300"',
    'className="p-2 transition"',
  ]) {
    expect(classes).toMatch(COLOUR_TRANSITION)
  }
  for (const classes of [
    "'motion-safe:transition-transform duration-300'",
    'startTransition(() => open())',
    '"transition-opacity"',
  ]) {
    expect(classes).not.toMatch(COLOUR_TRANSITION)
  }
})
