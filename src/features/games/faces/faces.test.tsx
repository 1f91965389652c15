import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FESTIVAL_PICTURES, HERO_PICTURES } from '@/data/matching'
import { MEMORY_PICTURES } from '@/data/memory'

import { ART } from './artColors'
import { CardBack } from './CardBack'
import { FESTIVAL_ART } from './festivalArt'
import { HERO_ART } from './heroArt'
import { MEMORY_ART } from './memoryArt'
import { Picture } from './Picture'

const PALETTE = new Set<string>(Object.values(ART))

const sets: [string, readonly string[], Record<string, ReactElement>][] = [
  ['memory', MEMORY_PICTURES, MEMORY_ART],
  ['festival', FESTIVAL_PICTURES, FESTIVAL_ART],
  ['hero', HERO_PICTURES, HERO_ART],
]

const drawingOf = (element: ReactElement) => renderToStaticMarkup(element)

/** Every colour a drawing's markup paints with (fill and stroke). */
const coloursIn = (markup: string) =>
  [...markup.matchAll(/(?:fill|stroke)="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((colour) => colour !== 'none')

describe.each(sets)('the %s pictures', (_, ids, art) => {
  it('draw every picture the content names, each different', () => {
    expect(Object.keys(art).sort()).toEqual([...ids].sort())
    const drawings = ids.map((id) => drawingOf(<Picture art={art[id]} />))
    expect(new Set(drawings).size).toBe(ids.length)
  })

  it.each(ids)('%s is line-and-fill art in the site colours', (id) => {
    const view = drawingOf(<Picture art={art[id]} />)
    const shapes = view.match(/<(path|circle|ellipse|rect|polygon)\b/g)
    expect(shapes?.length).toBeGreaterThan(2)
    expect(coloursIn(view).filter((c) => !PALETTE.has(c ?? ''))).toEqual([])
    expect(view).toContain('viewBox="0 0 100 100"')
  })
})

describe('Picture', () => {
  it('is hidden from screen readers when the name is written beside it', () => {
    const view = drawingOf(<Picture art={MEMORY_ART.diya} />)
    expect(view).toContain('aria-hidden="true"')
    expect(view).not.toContain('role=')
  })

  it('is an image with a text alternative when it stands alone', () => {
    render(<Picture art={MEMORY_ART.diya} label="A clay lamp" />)
    expect(screen.getByRole('img', { name: 'A clay lamp' })).toBeVisible()
  })
})

describe('CardBack', () => {
  it('is decorative, in the site colours', () => {
    const view = drawingOf(<CardBack />)
    expect(view).toContain('aria-hidden="true"')
    expect(coloursIn(view).filter((c) => !PALETTE.has(c ?? ''))).toEqual([])
  })
})
