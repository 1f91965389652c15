import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'

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

describe('RouteError', () => {
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
})
