import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Medal } from '.'
import { ICON_SPRITE_URL } from './spriteIcon'
import { iconHref, putSpriteInPage, resetSpriteInPage } from './spriteInPage'

const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">
<symbol id="medal" viewBox="0 0 24 24"><path d="M1 1h2"></path></symbol>
<symbol id="star" viewBox="0 0 24 24"><circle cx="12" cy="12" r="4"></circle></symbol>
</svg>`

afterEach(() => {
  resetSpriteInPage()
  vi.restoreAllMocks()
})

describe('the icon sprite in the page', () => {
  it('is copied in once, hidden, its symbols renamed, and icons drawn after point at it', async () => {
    expect(iconHref('medal')).toBe(`${ICON_SPRITE_URL}#medal`)
    const fetchText = vi.fn(() => Promise.resolve(SPRITE))

    const [first, second] = await Promise.all([
      putSpriteInPage(fetchText),
      putSpriteInPage(fetchText),
    ])
    expect([first, second]).toEqual([true, true])
    expect(fetchText).toHaveBeenCalledExactlyOnceWith(ICON_SPRITE_URL)

    const holders = document.querySelectorAll('body > svg[data-icon-sprite]')
    expect(holders).toHaveLength(1)
    const holder = holders[0]!
    expect(holder.getAttribute('aria-hidden')).toBe('true')
    expect(holder.getAttribute('style')).toBe('display:none')
    expect(
      [...holder.querySelectorAll('symbol')].map((symbol) => symbol.id),
    ).toEqual(['icon-medal', 'icon-star'])
    expect(holder.querySelector('#icon-medal path')?.getAttribute('d')).toBe(
      'M1 1h2',
    )

    expect(iconHref('medal')).toBe('#icon-medal')
    expect(renderToStaticMarkup(<Medal />)).toContain(
      '<use href="#icon-medal">',
    )
  })

  it('leaves the icons on the file when the sprite cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(
      await putSpriteInPage(() => Promise.reject(new Error('offline'))),
    ).toBe(false)
    expect(document.querySelector('[data-icon-sprite]')).toBeNull()
    expect(iconHref('medal')).toBe(`${ICON_SPRITE_URL}#medal`)
  })

  it('leaves them on the file when what came back has no symbols', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await putSpriteInPage(() => Promise.resolve('<html></html>'))).toBe(
      false,
    )
    expect(document.querySelector('[data-icon-sprite]')).toBeNull()
    expect(iconHref('star')).toBe(`${ICON_SPRITE_URL}#star`)
  })
})
