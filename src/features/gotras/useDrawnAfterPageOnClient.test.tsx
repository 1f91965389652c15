import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useDrawnAfterPageOnClient } from './useDrawnAfterPageOnClient'

function Probe({ seen }: { seen: boolean[] }) {
  const shown = useDrawnAfterPageOnClient()
  seen.push(shown)
  return <p>{shown ? 'every gotra' : 'later'}</p>
}

describe('useDrawnAfterPageOnClient', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('draws the part in the prerendered HTML', () => {
    expect(renderToString(<Probe seen={[]} />)).toContain('every gotra')
  })

  it('hydrates the prerendered part as it is, with no mismatch', async () => {
    const errors = vi.spyOn(console, 'error')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe seen={[]} />)
    document.body.append(container)
    const seen: boolean[] = []
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(() => {
      root = hydrateRoot(container, <Probe seen={seen} />)
      return Promise.resolve()
    })
    expect(seen[0]).toBe(true)
    expect(seen).not.toContain(false)
    expect(container.textContent).toBe('every gotra')
    expect(errors).not.toHaveBeenCalled()
    act(() => root?.unmount())
    container.remove()
  })

  it('in the browser, draws the part in a second render', () => {
    const seen: boolean[] = []
    const { container } = render(<Probe seen={seen} />)
    expect(seen[0]).toBe(false)
    expect(container.textContent).toBe('every gotra')
  })
})
