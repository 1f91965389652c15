import { fireEvent, screen } from '@testing-library/react'
import { useLayoutEffect, useState } from 'react'
import { expect, it } from 'vitest'

import { COMPLETED } from '@/lib/backend'
import { renderWithProviders } from '@/test/render'

import { useGameRound } from './useGameRound'

type Commit = { finished: boolean; over: boolean; celebration: string | null }

/**
 * A round of one tap: the tap that ends it, then Play again. Each commit's
 * view of the round is recorded as it reaches the page.
 */
function OneTapRound({ commits }: { commits: Commit[] }) {
  const [finished, setFinished] = useState(false)
  const session = useGameRound('story', finished, COMPLETED)
  const { over, celebration } = session
  useLayoutEffect(() => {
    commits.push({ finished, over, celebration })
  })
  return (
    <>
      <button type="button" onClick={() => setFinished(true)}>
        Last card
      </button>
      <button
        type="button"
        onClick={() => {
          session.begin()
          setFinished(false)
        }}
      >
        Play again
      </button>
    </>
  )
}

it('draws the tap that ends a round in a frame of its own, the result and celebration after it; a new round takes them away at once', async () => {
  const commits: Commit[] = []
  renderWithProviders(<OneTapRound commits={commits} />)
  const button = await screen.findByRole('button', { name: 'Last card' })

  commits.length = 0
  fireEvent.click(button)
  // The tap's own frame: the round is finished, not yet shown as over.
  expect(commits[0]).toEqual({
    finished: true,
    over: false,
    celebration: null,
  })
  expect(commits.at(-1)).toMatchObject({ finished: true, over: true })
  expect(commits.at(-1)?.celebration).not.toBeNull()

  commits.length = 0
  fireEvent.click(screen.getByRole('button', { name: 'Play again' }))
  expect(commits[0]).toEqual({
    finished: false,
    over: false,
    celebration: null,
  })
})
