import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { stubAnimate, stubMediaQueries } from './fakeBrowser'
import { REDUCED_MOTION_QUERY } from './motion'
import { NewBadge } from './NewBadge'

describe('NewBadge', () => {
  let animations: ReturnType<typeof stubAnimate>
  beforeEach(() => {
    animations = stubAnimate()
  })
  afterEach(() => {
    animations.restore()
    vi.unstubAllGlobals()
  })

  it('flies in when it appears, and keeps its golden ring', () => {
    stubMediaQueries([])
    render(
      <ul>
        <NewBadge badge="cultural_scholar" />
      </ul>,
    )
    const badge = screen.getByRole('listitem')
    expect(badge).toHaveTextContent('New badge: Cultural Scholar!')
    expect(badge).toHaveClass('ring-4')
    expect(animations.calls.map((call) => call.element)).toEqual([badge])
  })

  it('only shows its ring when motion is reduced', () => {
    stubMediaQueries([REDUCED_MOTION_QUERY])
    render(
      <ul>
        <NewBadge badge="heritage_master" />
      </ul>,
    )
    expect(screen.getByRole('listitem')).toHaveClass('ring-4')
    expect(animations.calls).toEqual([])
  })
})
