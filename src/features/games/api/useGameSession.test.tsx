import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import type { RecordedResult } from '@/lib/backend'
import { getRoundsInProgress } from '@/lib/gameActivity'
import { deviceFamily } from '@/test/family'
import { createTestBackend, renderWithProviders } from '@/test/render'

import { useGameSession } from './useGameSession'

/** Begins a round on mount, like the games' `useGameRound`. */
function Game() {
  const { begin, finish } = useGameSession('story')
  const begun = useRef(false)
  useEffect(() => {
    if (begun.current) return
    begun.current = true
    begin()
  }, [begin])
  return (
    <>
      <button onClick={() => void finish(1)}>Finish</button>
      <button onClick={begin}>Play Again</button>
    </>
  )
}

function Hub() {
  const [open, setOpen] = useState(true)
  return open ? (
    <>
      <Game />
      <button onClick={() => setOpen(false)}>Back to Games</button>
    </>
  ) : (
    <p>Menu</p>
  )
}

describe('useGameSession marks rounds in progress', () => {
  it('from begin() to finish(), again on Play Again, and ends on leaving', async () => {
    const user = userEvent.setup()
    const backend = createTestBackend({
      recordGameResult: vi.fn(() =>
        Promise.resolve({
          points: 3,
          newBadges: [],
          savedTo: 'device' as const,
        }),
      ),
    })
    renderWithProviders(<Hub />, { backend })
    expect(getRoundsInProgress()).toBe(1)

    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(getRoundsInProgress()).toBe(0)
    await waitFor(() => expect(backend.recordGameResult).toHaveBeenCalled())

    await user.click(screen.getByRole('button', { name: 'Play Again' }))
    await user.click(screen.getByRole('button', { name: 'Play Again' }))
    expect(getRoundsInProgress()).toBe(1)

    await user.click(screen.getByRole('button', { name: 'Back to Games' }))
    expect(screen.getByText('Menu')).toBeInTheDocument()
    expect(getRoundsInProgress()).toBe(0)
  })

  it("keeps the round marked through StrictMode's extra mount", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Hub />, { strict: true })
    expect(getRoundsInProgress()).toBe(1)
    await user.click(screen.getByRole('button', { name: 'Back to Games' }))
    expect(getRoundsInProgress()).toBe(0)
  })
})

/** Shows whether the finished round is being saved. */
function SavingGame() {
  const { begin, finish, isRecording, lastResult } = useGameSession('story')
  useEffect(() => begin(), [begin])
  return (
    <>
      <button onClick={() => void finish(1)}>Finish</button>
      {isRecording ? <p>Saving</p> : null}
      {lastResult ? <p>{lastResult.points} points</p> : null}
    </>
  )
}

describe('useGameSession says the round is being saved', () => {
  it('from the round’s end, while its session is still being opened, until the result', async () => {
    let openSession: (id: string | null) => void = () => {}
    let saved: (value: RecordedResult) => void = () => {}
    const backend = createTestBackend({
      startGame: vi.fn(
        () =>
          new Promise<string | null>((resolve) => {
            openSession = resolve
          }),
      ),
      recordGameResult: vi.fn(
        () =>
          new Promise<RecordedResult>((resolve) => {
            saved = resolve
          }),
      ),
    })
    const user = userEvent.setup()
    renderWithProviders(<SavingGame />, { backend })
    expect(screen.queryByText('Saving')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Finish' }))
    expect(screen.getByText('Saving')).toBeInTheDocument()
    expect(backend.recordGameResult).not.toHaveBeenCalled()

    act(() => openSession('session-1'))
    await waitFor(() => expect(backend.recordGameResult).toHaveBeenCalled())
    expect(screen.getByText('Saving')).toBeInTheDocument()

    act(() => saved({ points: 1, newBadges: [], savedTo: 'device' }))
    expect(await screen.findByText('1 points')).toBeInTheDocument()
    expect(screen.queryByText('Saving')).not.toBeInTheDocument()
  })
})

describe('useGameSession plays for the child of this device', () => {
  it('records the round for the chosen child, even when the game opens before the family is read', async () => {
    const { backend, profiles } = await deviceFamily({
      children: ['Anu', 'Bala'],
      playing: 'Bala',
    })
    const startGame = vi.spyOn(backend, 'startGame')
    const user = userEvent.setup()
    renderWithProviders(<Hub />, { backend })
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await waitFor(async () =>
      expect(await backend.getMyProgress(profiles[1]!.id)).toMatchObject({
        totalScore: 3,
      }),
    )
    expect(startGame).toHaveBeenCalledExactlyOnceWith(profiles[1]!.id, 'story')
    expect(await backend.getMyProgress(profiles[0]!.id)).toMatchObject({
      totalScore: 0,
    })
    expect(await backend.getMyProgress(null)).toMatchObject({ totalScore: 0 })
  })
})
