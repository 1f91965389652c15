import { act, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { loadTeluguTwins } from '@/lib/i18n/edition'
import { setActiveLanguage } from '@/lib/i18n/language'

import { fillHighlights, fillTodaysHighlights } from './fillHighlights'
import { HighlightCards } from './HighlightCards'
import { HIGHLIGHT_MODULES, loadHighlightSources } from './highlightModules'
import { setPrerenderDay } from './useToday'

const tree = (
  <MemoryRouter>
    <HighlightCards />
  </MemoryRouter>
)

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
  delete document.documentElement.dataset.today
  delete document.documentElement.dataset.dayDiffers
  setPrerenderDay(null)
  setActiveLanguage('en')
  window.history.replaceState(null, '', '/')
})

/** The prerendered cards, in the document. */
function serverHtmlInDocument() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  document.body.append(container)
  return container
}

/**
 * Hydrates `container` and checks that React found nothing to correct: no
 * recoverable error, no console error, the markup as it was.
 */
async function expectCleanHydration(container: HTMLElement) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const before = container.innerHTML
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: recoverable })
    await Promise.resolve()
  })
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  expect(container.innerHTML).toBe(before)
}

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

  it('renders the prerender’s day on the server, and hydrates against it on that day', async () => {
    setPrerenderDay('2026-12-31')
    const container = serverHtmlInDocument()
    // The server's render has no document, so the day is the prerender's.
    expect(container).toHaveTextContent('15 days to Sankranti')
    expect(container).toHaveTextContent('Week 53 of 2026')
    expect(container.innerHTML).not.toContain('data-placeholder')

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 11, 31, 10))
    document.documentElement.dataset.today = '2026-12-31'
    await expectCleanHydration(container)
  })

  it('refuses a prerender day that is not a date', () => {
    expect(() => setPrerenderDay('31/12/2026')).toThrow(/YYYY-MM-DD/)
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

  it('are filled in for the visitor’s date before the app starts, and hydrate against that', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 11, 31, 10))
    const container = serverHtmlInDocument()
    // The page's day check found another day than the prerender's.
    document.documentElement.dataset.dayDiffers = ''
    fillHighlights(document, '2026-12-31', await loadHighlightSources('en'))
    expect(container).toHaveTextContent('15 days to Sankranti')
    expect(container).toHaveTextContent('Week 53 of 2026')
    expect(document.documentElement.dataset.today).toBe('2026-12-31')
    expect(document.documentElement.dataset).not.toHaveProperty('dayDiffers')
    await expectCleanHydration(container)
  })

  it('fills in the Telugu cards on a Telugu page from the Telugu modules alone', async () => {
    window.history.replaceState(null, '', '/te')
    setActiveLanguage('te')
    await loadTeluguTwins()
    const container = serverHtmlInDocument()
    setActiveLanguage('en')
    const englishLoads = (
      Object.keys(HIGHLIGHT_MODULES.en) as (keyof typeof HIGHLIGHT_MODULES.en)[]
    ).map((name) => vi.spyOn(HIGHLIGHT_MODULES.en, name))
    await fillTodaysHighlights(document, new Date(2026, 11, 31, 10))
    expect(container).toHaveTextContent('2026లో 53వ వారం')
    expect(container).not.toHaveTextContent('Week 53')
    for (const load of englishLoads) expect(load).not.toHaveBeenCalled()
  })
})
