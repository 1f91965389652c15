import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AppErrorBoundary } from './AppErrorBoundary'

function Broken(): never {
  throw new Error('provider failed')
}

function ChunkFailed(): never {
  throw new TypeError(
    'Failed to fetch dynamically imported module: /assets/Toaster.js',
  )
}

describe('AppErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    )
    expect(screen.getByText('All good')).toBeInTheDocument()
  })

  it('replaces a crash with the recovery screen', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Oh no, something went wrong',
    )
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(log).toHaveBeenCalledWith(
      'Unexpected error:',
      expect.objectContaining({ message: 'provider failed' }),
      expect.anything(),
    )
  })

  it('says "You are offline" when a part could not load offline', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(
      <AppErrorBoundary>
        <ChunkFailed />
      </AppErrorBoundary>,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'You are offline' }),
    ).toHaveFocus()
    expect(screen.getByRole('alert')).not.toHaveTextContent(/new version/i)
    expect(screen.getByRole('alert')).not.toHaveTextContent(/went wrong/)
  })
})
