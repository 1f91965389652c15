import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeEach, expect, it, vi } from 'vitest'

import type { GameProps } from './gameEntry'
import { GamesHub } from './GamesHub'

/** Each game's code, held back until the test lets it come. */
const gameCode = vi.hoisted(() => {
  type Code = { coming: Promise<unknown>; arrive: (game: unknown) => void }
  const codes = new Map<string, Code>()
  const loaded = new Map<string, unknown>()
  const codeOf = (id: string) => {
    let code = codes.get(id)
    if (!code) {
      let arrive: (game: unknown) => void = () => {}
      const coming = new Promise((resolve) => {
        arrive = resolve
      }).then((game) => {
        loaded.set(id, game)
        return game
      })
      code = { coming, arrive: (game) => arrive(game) }
      codes.set(id, code)
    }
    return code
  }
  return {
    codeOf,
    loaded,
    reset: () => {
      codes.clear()
      loaded.clear()
    },
  }
})

vi.mock('./gameLoaders', () => ({
  loadedGame: (id: string) => gameCode.loaded.get(id),
  loadGame: (id: string) => gameCode.codeOf(id).coming,
  gameLoaders: [],
  warmGames: () => () => {},
  browserIdle: () => () => {},
}))

const Quiz: ComponentType<GameProps> = () => <h2>The quiz itself</h2>
const Memory: ComponentType<GameProps> = () => <h2>The memory game itself</h2>

/** Keeps the thread busy for `ms`, as drawing a large part does. */
function takesMilliseconds(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // Busy.
  }
}

/** Lets the game's code come, and what it sets off settle. */
async function arrives(id: string, game: ComponentType<GameProps>) {
  await act(async () => {
    gameCode.codeOf(id).arrive(game)
    await gameCode.codeOf(id).coming
  })
}

beforeEach(() => gameCode.reset())

it('a Play tapped while its game’s code is still coming is busy until the game opens', async () => {
  const user = userEvent.setup()
  render(<GamesHub />)
  const play = screen.getByRole('button', {
    name: 'Play Cultural Quiz Challenge',
  })
  const other = screen.getByRole('button', { name: 'Play Festival Matching' })
  expect(play).not.toHaveAttribute('aria-busy')

  await user.click(play)
  // The menu stays while the code comes; the tapped Play says it took the tap.
  expect(play).toBeVisible()
  expect(play).toHaveAttribute('aria-busy', 'true')
  expect(play).toHaveAttribute('data-held')
  expect(other).not.toHaveAttribute('aria-busy')
  expect(other).not.toHaveAttribute('data-held')

  await arrives('quiz', Quiz)
  expect(
    await screen.findByRole('heading', { name: 'The quiz itself' }),
  ).toBeVisible()
  expect(play).not.toBeVisible()
  expect(play).not.toHaveAttribute('aria-busy')
  expect(play).not.toHaveAttribute('data-held')
})

it('opens the last game tapped, however its code and the first one’s arrive', async () => {
  const user = userEvent.setup()
  render(<GamesHub />)
  const quiz = screen.getByRole('button', {
    name: 'Play Cultural Quiz Challenge',
  })
  const memory = screen.getByRole('button', { name: 'Play Memory Challenge' })
  await user.click(quiz)
  await user.click(memory)
  expect(memory).toHaveAttribute('data-held')
  expect(quiz).not.toHaveAttribute('data-held')

  // The first game's code comes first: it does not open, the second waits.
  await arrives('quiz', Quiz)
  expect(screen.queryByRole('heading', { name: 'The quiz itself' })).toBeNull()
  expect(memory).toBeVisible()

  await arrives('memory', Memory)
  expect(
    await screen.findByRole('heading', { name: 'The memory game itself' }),
  ).toBeVisible()
  expect(screen.queryByRole('heading', { name: 'The quiz itself' })).toBeNull()
})

it('draws a game whose code comes after the tap in one task, not in slices between other work', async () => {
  // A game of many parts, each taking a while to draw. Each notes the task
  // it was drawn in: a ticker counts tasks meanwhile.
  let task = 0
  const drawnIn = new Set<number>()
  function Part() {
    takesMilliseconds(3)
    drawnIn.add(task)
    return <li>A part</li>
  }
  const Big: ComponentType<GameProps> = () => (
    <>
      <h2>The quiz itself</h2>
      <ul>
        {Array.from({ length: 20 }, (_, index) => (
          <Part key={index} />
        ))}
      </ul>
    </>
  )
  // React's own scheduler, as in the browser: act() runs every update in
  // one go whatever its priority.
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  environment.IS_REACT_ACT_ENVIRONMENT = false
  let ticking = true
  const tick = () => {
    task += 1
    if (ticking) setTimeout(tick, 0)
  }
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  try {
    root.render(<GamesHub />)
    const play = await within(container).findByRole('button', {
      name: 'Play Cultural Quiz Challenge',
    })
    play.click()
    tick()
    gameCode.codeOf('quiz').arrive(Big)
    await within(container).findByRole(
      'heading',
      { name: 'The quiz itself' },
      { timeout: 5000 },
    )
    // A transition draws in slices of a few milliseconds, letting other
    // work (at 4× CPU, every frame of the busy Play's fading) run between
    // them: the game then took several times its own drawing time to show.
    expect(drawnIn.size).toBe(1)
  } finally {
    ticking = false
    root.unmount()
    container.remove()
    environment.IS_REACT_ACT_ENVIRONMENT = true
  }
})
