import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { coloringPages } from '@/data/coloring'

import { artToSvgMarkup, loadArt, parseArt, reactProps } from './svgArt'

const diyaText = readFileSync(
  path.join(process.cwd(), 'public', 'coloring', 'diya.svg'),
  'utf8',
)

describe('parseArt', () => {
  it('reads the title, size and every named region in drawing order', () => {
    const art = parseArt(diyaText)
    expect(art.title).toBe('Diya of Light')
    expect(art.viewBox).toBe('0 0 800 1000')
    expect([art.width, art.height]).toEqual([800, 1000])
    expect(art.regions.length).toBeGreaterThanOrEqual(10)
    expect(art.regions.map((r) => r.number)).toEqual(
      art.regions.map((_, i) => i + 1),
    )
    expect(art.regions.map((r) => r.name)).toContain('Flame')
  })

  it.each(coloringPages.map((p) => [p.id, p.image] as const))(
    'reads the %s page with at least ten regions',
    (_id, image) => {
      const art = parseArt(
        readFileSync(path.join(process.cwd(), 'public', image), 'utf8'),
      )
      expect(art.regions.length).toBeGreaterThanOrEqual(10)
    },
  )

  it('keeps only drawing elements and safe attributes', () => {
    const art = parseArt(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20">
        <script>alert(1)</script>
        <foreignObject><div>hi</div></foreignObject>
        <g transform="scale(2)"><path id="a" data-region="Leaf" d="M0 0 L1 1 Z" onclick="alert(1)" style="fill:red" fill="#ffffff"/></g>
        <image href="https://example.org/x.png"/>
      </svg>`,
    )
    expect(art.nodes).toHaveLength(1)
    const [group] = art.nodes
    expect(group?.tag).toBe('g')
    expect(group?.children[0]?.attrs).toEqual({
      id: 'a',
      d: 'M0 0 L1 1 Z',
      fill: '#ffffff',
    })
    expect(art.regions).toEqual([{ id: 'a', name: 'Leaf', number: 1 }])
  })

  it('refuses text that is not line art', () => {
    expect(() => parseArt('<html><body>404</body></html>')).toThrow()
    expect(() =>
      parseArt('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    ).toThrow(/viewBox/)
  })
})

describe('reactProps', () => {
  it('turns SVG attribute names into React prop names', () => {
    expect(
      reactProps({
        tag: 'path',
        attrs: {
          d: 'M0 0Z',
          'stroke-width': '8',
          'stroke-linejoin': 'round',
          'pointer-events': 'none',
        },
        children: [],
      }),
    ).toEqual({
      d: 'M0 0Z',
      strokeWidth: '8',
      strokeLinejoin: 'round',
      pointerEvents: 'none',
    })
  })
})

describe('artToSvgMarkup', () => {
  it('writes the art back with the chosen colours as valid SVG', () => {
    const art = parseArt(diyaText)
    const flame = art.regions.find((r) => r.name === 'Flame')
    expect(flame).toBeDefined()
    const markup = artToSvgMarkup(art, { [flame?.id ?? '']: '#ff9933' })
    const again = parseArt(markup)
    expect(again.regions).toEqual(art.regions)
    const doc = new DOMParser().parseFromString(markup, 'image/svg+xml')
    expect(doc.getElementById(flame?.id ?? '')?.getAttribute('fill')).toBe(
      '#ff9933',
    )
    expect(doc.querySelectorAll('[fill="#ff9933"]')).toHaveLength(1)
  })
})

describe('loadArt', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads the line art of a page’s file', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(diyaText)))
    vi.stubGlobal('fetch', fetch)
    const art = await loadArt('/coloring/diya.svg')
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/coloring/diya.svg')
    expect(art).toEqual(parseArt(diyaText))
  })

  it('fails, naming the file, when it cannot be fetched', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('', { status: 404 })),
    )
    await expect(loadArt('/coloring/gone.svg')).rejects.toThrow(
      'Could not load /coloring/gone.svg',
    )
  })
})
