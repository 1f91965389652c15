import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubMediaQueries } from './fakeBrowser'
import { GameHelp } from './GameHelp'
import { COARSE_POINTER_QUERY, NO_HOVER_QUERY } from './instructions'
import { useWatchKeyboard } from './useInstructions'

const TAP = 'Tap a card.'
const CLICK = 'Click a card.'
const KEYS = 'Use the arrow keys.'

function Help() {
  useWatchKeyboard()
  return <GameHelp tap={TAP} click={CLICK} keys={KEYS} />
}

// Keyboard use is remembered for the visit (one per test file here), so the
// keyboard case comes last.
describe('GameHelp', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('speaks of taps on a touch screen, and names no keys', () => {
    stubMediaQueries([COARSE_POINTER_QUERY, NO_HOVER_QUERY])
    render(<Help />)
    expect(screen.getByText(TAP)).toBeVisible()
    expect(screen.queryByText(CLICK)).not.toBeInTheDocument()
    expect(screen.queryByText(KEYS, { exact: false })).not.toBeInTheDocument()
  })

  it('speaks of clicks with a mouse, keys for screen readers only', () => {
    stubMediaQueries([])
    render(<Help />)
    expect(screen.getByText(CLICK)).toBeVisible()
    expect(screen.getByText(KEYS)).toHaveClass('sr-only')
  })

  it('shows the keys once a keyboard is used', async () => {
    const user = userEvent.setup()
    stubMediaQueries([])
    render(<Help />)
    await user.keyboard('{Tab}')
    expect(screen.getByText(`${CLICK} ${KEYS}`)).toBeVisible()
  })
})
