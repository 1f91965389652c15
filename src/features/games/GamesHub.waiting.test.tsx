import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { expect, it, vi } from 'vitest'

import type { GameProps } from './gameEntry'
import { GamesHub } from './GamesHub'

/** The game's code, held back until the test lets it come. */
const gameCode = vi.hoisted(() => {
  let arrive: (game: unknown) => void = () => {}
  const coming = new Promise((resolve) => {
    arrive = resolve
  })
  return { coming, arrive: (game: unknown) => arrive(game) }
})

vi.mock('./gameLoaders', () => ({
  loadedGame: () => undefined,
  loadGame: () => gameCode.coming,
  gameLoaders: [],
  warmGames: () => () => {},
  browserIdle: () => () => {},
}))

const Quiz: ComponentType<GameProps> = () => <h2>The quiz itself</h2>

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

  await act(async () => {
    gameCode.arrive(Quiz)
    await gameCode.coming
  })
  expect(
    await screen.findByRole('heading', { name: 'The quiz itself' }),
  ).toBeVisible()
  expect(play).not.toBeVisible()
  expect(play).not.toHaveAttribute('aria-busy')
  expect(play).not.toHaveAttribute('data-held')
})
