import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import {
  getRoundsInProgress,
  openGameView,
  startGameRound,
  subscribeGameActivity,
  useIsGameOpen,
  useIsPlayingGame,
} from './gameActivity'

function Probe() {
  return <p>{useIsPlayingGame() ? 'playing' : 'idle'}</p>
}

describe('game activity', () => {
  it('counts rounds in progress and ends each one once', () => {
    let calls = 0
    const unsubscribe = subscribeGameActivity(() => {
      calls += 1
    })
    const endFirst = startGameRound()
    const endSecond = startGameRound()
    expect(getRoundsInProgress()).toBe(2)
    endFirst()
    endFirst()
    expect(getRoundsInProgress()).toBe(1)
    endSecond()
    expect(getRoundsInProgress()).toBe(0)
    expect(calls).toBe(4)
    unsubscribe()
    startGameRound()()
    expect(calls).toBe(4)
  })

  it('tells components whether a round is in progress', () => {
    render(<Probe />)
    expect(screen.getByText('idle')).toBeInTheDocument()
    let end: () => void = () => undefined
    act(() => {
      end = startGameRound()
    })
    expect(screen.getByText('playing')).toBeInTheDocument()
    act(() => end())
    expect(screen.getByText('idle')).toBeInTheDocument()
  })

  it('tells whether a game is open, its round over or not, until each closes once', () => {
    function OpenProbe() {
      return <p>{useIsGameOpen() ? 'game open' : 'no game'}</p>
    }
    render(<OpenProbe />)
    expect(screen.getByText('no game')).toBeInTheDocument()
    let closeFirst: () => void = () => undefined
    let closeSecond: () => void = () => undefined
    act(() => {
      closeFirst = openGameView()
      closeSecond = openGameView()
    })
    expect(screen.getByText('game open')).toBeInTheDocument()
    // Not a round: the "new version" prompt's rule is unchanged.
    expect(getRoundsInProgress()).toBe(0)
    act(() => {
      closeFirst()
      closeFirst()
    })
    expect(screen.getByText('game open')).toBeInTheDocument()
    act(() => closeSecond())
    expect(screen.getByText('no game')).toBeInTheDocument()
  })
})
