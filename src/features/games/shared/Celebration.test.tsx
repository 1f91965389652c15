import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CELEBRATIONS } from './celebration'
import { Celebration } from './Celebration'
import { stubAnimate, stubMediaQueries } from './fakeBrowser'
import { REDUCED_MOTION_QUERY } from './motion'

describe('Celebration', () => {
  let animations: ReturnType<typeof stubAnimate>
  beforeEach(() => {
    vi.useFakeTimers()
    animations = stubAnimate()
  })
  afterEach(() => {
    animations.restore()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('bursts for about 1.5 s at the end of a round, then is gone', () => {
    stubMediaQueries([])
    render(<Celebration kind="round" random={() => 0.5} />)
    const burst = screen.getByTestId('celebration')
    expect(burst).toHaveAttribute('data-motion', 'move')
    expect(burst).toHaveAttribute('aria-hidden', 'true')
    expect(animations.calls).toHaveLength(CELEBRATIONS.round.pieces)
    act(() => {
      vi.advanceTimersByTime(1499)
    })
    expect(screen.getByTestId('celebration')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByTestId('celebration')).not.toBeInTheDocument()
  })

  it('bursts bigger and longer for a badge', () => {
    stubMediaQueries([])
    render(<Celebration kind="badge" random={() => 0.5} />)
    expect(animations.calls).toHaveLength(CELEBRATIONS.badge.pieces)
    act(() => {
      vi.advanceTimersByTime(CELEBRATIONS.round.durationMs)
    })
    expect(screen.getByTestId('celebration')).toHaveAttribute(
      'data-kind',
      'badge',
    )
  })

  it('moves nothing with reduced motion: the pieces stand still, framed', () => {
    stubMediaQueries([REDUCED_MOTION_QUERY])
    render(<Celebration kind="round" random={() => 0.5} />)
    const still = screen.getByTestId('celebration')
    expect(still).toHaveAttribute('data-motion', 'still')
    expect(animations.calls).toEqual([])
    act(() => {
      vi.advanceTimersByTime(CELEBRATIONS.round.durationMs)
    })
    expect(screen.queryByTestId('celebration')).not.toBeInTheDocument()
  })
})
