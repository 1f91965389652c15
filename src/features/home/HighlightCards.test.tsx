import { act, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { HighlightCards } from './HighlightCards'

const tree = (
  <MemoryRouter>
    <HighlightCards />
  </MemoryRouter>
)

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('HighlightCards', () => {
  it('renders placeholders, not a date, on the server', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 11, 31, 10))
    // eslint-disable-next-line testing-library/render-result-naming-convention -- react-dom/server's renderToString returns HTML, not a render result
    const html = renderToString(tree)
    expect(html).toContain('Festival Countdown')
    expect(html).toContain('Learn More')
    expect(html).not.toContain('Sankranti')
    expect(html).not.toContain('Week 53')
  })

  it('hydrates without a mismatch and then shows today’s cards', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 11, 31, 10))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable })
      await Promise.resolve()
    })
    expect(await screen.findByText('15 days to Sankranti')).toBeInTheDocument()
    expect(screen.getByText('Week 53 of 2026')).toBeInTheDocument()
    expect(screen.getByText('Story for December')).toBeInTheDocument()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
  })
})
