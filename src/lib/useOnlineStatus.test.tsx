import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { setOnline } from '@/test/network'

import { useOnlineStatus } from './useOnlineStatus'

function Status() {
  return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>
}

describe('useOnlineStatus', () => {
  it('follows the offline and online events', () => {
    render(<Status />)
    expect(screen.getByText('online')).toBeInTheDocument()
    setOnline(false)
    expect(screen.getByText('offline')).toBeInTheDocument()
    setOnline(true)
    expect(screen.getByText('online')).toBeInTheDocument()
  })

  it('starts offline when the browser already is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<Status />)
    expect(screen.getByText('offline')).toBeInTheDocument()
  })

  it('renders online on the server, so prerendered HTML hydrates cleanly', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(renderToString(<Status />)).toBe('<p>online</p>')
  })
})
