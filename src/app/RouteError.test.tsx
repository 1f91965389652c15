import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { RouteError } from './RouteError'

function Broken({ error }: { error: Error }): never {
  throw error
}

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Broken error={error} />,
      errorElement: <RouteError />,
    },
  ])
  render(<RouterProvider router={router} />)
}

const CHUNK_FAILED = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/x.js')

describe('RouteError', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows a friendly recovery screen and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('boom')
    renderFailingRoute(error)
    expect(
      screen.getByRole('heading', { name: 'Oh no, something went wrong' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(log).toHaveBeenCalledWith('Route error:', error)
  })

  it('asks for a reload when a page chunk of an older version is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailingRoute(
      new TypeError(
        'Failed to fetch dynamically imported module: /assets/x.js',
      ),
    )
    expect(
      screen.getByText(/A new version of the site is ready/),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Reload the page' }),
    ).toBeInTheDocument()
  })

  it('says "You are offline" when a part fails with no connection, never "a new version"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderFailingRoute(CHUNK_FAILED())
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'You are offline',
    })
    expect(heading).toHaveFocus()
    expect(screen.queryByText(/new version/i)).not.toBeInTheDocument()
    // No offline copy in this tab: what was opened still works.
    expect(
      screen.getByText(/The pages you have already opened still work/),
    ).toBeInTheDocument()
    expect(screen.getByText(/When you are back online/)).toBeInTheDocument()
    // A reload could only show the browser's own offline page.
    expect(
      screen.queryByRole('button', { name: 'Try again' }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()

    // Back online: still not an update, and now it can try again.
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(
      screen.getByRole('heading', { name: 'You are offline' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/new version/i)).not.toBeInTheDocument()
    expect(screen.queryByText(/When you are back online/)).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument()
  })
})
