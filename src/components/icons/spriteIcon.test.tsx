import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Medal, Star } from '.'
import { ICON_SPRITE_URL } from './spriteIcon'

describe('a sprite icon', () => {
  it('is an <svg> with one <use> of its symbol in the sprite, and none of lucide’s paths', () => {
    const view = renderToStaticMarkup(<Medal className="size-5" />)
    expect(view).toBe(
      `<svg class="icon size-5" aria-hidden="true"><use href="${ICON_SPRITE_URL}#medal"></use></svg>`,
    )
    expect(view).not.toContain('<path')
  })

  it('is hidden from assistive technology unless it is given a label', () => {
    expect(renderToStaticMarkup(<Star />)).toContain('aria-hidden="true"')
    const view = renderToStaticMarkup(
      <Star aria-label="Favourite" role="img" />,
    )
    expect(view).not.toContain('aria-hidden')
    expect(view).toContain('aria-label="Favourite"')
  })
})
