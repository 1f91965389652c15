import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useMediaQuery } from './useMediaQuery'

const QUERY = '(prefers-reduced-motion: reduce)'

/** A matchMedia whose one list can change, counting what is asked of it. */
function stubChangingQuery(initially: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    matches: initially,
    addEventListener: vi.fn((_: string, listener: () => void) => {
      listeners.add(listener)
    }),
    removeEventListener: vi.fn((_: string, listener: () => void) => {
      listeners.delete(listener)
    }),
  }
  const matchMedia = vi.fn(() => list)
  vi.stubGlobal('matchMedia', matchMedia)
  return {
    list,
    matchMedia,
    change(matches: boolean) {
      list.matches = matches
      for (const listener of listeners) listener()
    },
  }
}

function Shows({ tick }: { tick: number }) {
  const matches = useMediaQuery(QUERY)
  return <p>{`${matches ? 'reduced' : 'moving'} ${tick}`}</p>
}

describe('useMediaQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('follows the query as it changes', () => {
    const query = stubChangingQuery(false)
    render(<Shows tick={0} />)
    expect(screen.getByText('moving 0')).toBeInTheDocument()
    act(() => query.change(true))
    expect(screen.getByText('reduced 0')).toBeInTheDocument()
  })

  it('subscribes once and asks the browser once, however often it draws', () => {
    const query = stubChangingQuery(false)
    const { rerender } = render(<Shows tick={0} />)
    for (let tick = 1; tick <= 5; tick += 1) rerender(<Shows tick={tick} />)
    expect(screen.getByText('moving 5')).toBeInTheDocument()
    expect(query.list.addEventListener).toHaveBeenCalledTimes(1)
    expect(query.list.removeEventListener).not.toHaveBeenCalled()
    expect(query.matchMedia).toHaveBeenCalledTimes(1)
  })

  it('asks a matchMedia put in its place', () => {
    stubChangingQuery(false)
    const { unmount } = render(<Shows tick={0} />)
    unmount()
    stubChangingQuery(true)
    render(<Shows tick={1} />)
    expect(screen.getByText('reduced 1')).toBeInTheDocument()
  })
})
