import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { AGE_BANDS } from '@/lib/ageBands/ageBands'

import {
  COLORING_ART_SIZE,
  COLORING_CATEGORIES,
  COLORING_DIFFICULTIES,
  coloringPages,
  coloringTips,
  colorMeanings,
  extraPaletteColors,
} from './coloring'

const CLOSED_TAGS = ['path', 'circle', 'ellipse', 'rect', 'polygon']

function readPublic(image: string): string {
  return readFileSync(path.join(process.cwd(), 'public', image), 'utf8')
}

function parseSvg(text: string): Document {
  return new DOMParser().parseFromString(text, 'image/svg+xml')
}

describe('coloring content', () => {
  it('has the spec counts: 9 pages, 4 tips, 6 colours', () => {
    expect(coloringPages).toHaveLength(9)
    expect(coloringTips).toHaveLength(4)
    expect(colorMeanings).toHaveLength(6)
  })

  it('names the six colours of the spec, in order', () => {
    expect(colorMeanings.map((c) => c.color)).toEqual([
      'Saffron / Orange',
      'Red',
      'Yellow / Gold',
      'Green',
      'Blue',
      'White',
    ])
    for (const c of colorMeanings) {
      expect(c.meaning.length).toBeGreaterThan(10)
      expect(c.usage.length).toBeGreaterThan(10)
    }
  })

  it('gives every page a unique id and title, and spec values for its fields', () => {
    expect(new Set(coloringPages.map((p) => p.id)).size).toBe(9)
    expect(new Set(coloringPages.map((p) => p.title)).size).toBe(9)
    for (const page of coloringPages) {
      expect(page.id).toMatch(/^[a-z][a-z0-9-]*$/)
      expect(COLORING_DIFFICULTIES).toContain(page.difficulty)
      expect(COLORING_CATEGORIES).toContain(page.category)
      expect(AGE_BANDS).toContain(page.ageBand)
      expect(page.tips.length).toBeGreaterThan(20)
      expect(page.imageAlt.length).toBeGreaterThan(20)
    }
  })

  it('uses every difficulty, every category and the two younger age bands', () => {
    expect(new Set(coloringPages.map((p) => p.difficulty))).toEqual(
      new Set(COLORING_DIFFICULTIES),
    )
    expect(new Set(coloringPages.map((p) => p.category))).toEqual(
      new Set(COLORING_CATEGORIES),
    )
    expect(new Set(coloringPages.map((p) => p.ageBand))).toEqual(
      new Set(['5-7', '8-10']),
    )
  })

  it('keeps the palette colours distinct', () => {
    const hexes = [...colorMeanings, ...extraPaletteColors].map((c) => c.hex)
    expect(new Set(hexes).size).toBe(hexes.length)
    for (const hex of hexes) expect(hex).toMatch(/^#[0-9a-f]{6}$/)
  })
})

describe.each(coloringPages.map((page) => [page.title, page] as const))(
  'the art of "%s"',
  (_title, page) => {
    const doc = parseSvg(readPublic(page.image))
    const svg = doc.documentElement
    const regions = [...doc.querySelectorAll('[data-region]')]

    it('is a valid SVG with a title and a portrait viewBox', () => {
      expect(doc.querySelector('parsererror')).toBeNull()
      expect(svg.tagName).toBe('svg')
      const { width, height } = COLORING_ART_SIZE
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`)
      expect(doc.querySelector('title')?.textContent).toBe(page.title)
    })

    it('is made of closed, white, outlined regions with unique ids', () => {
      expect(regions.length).toBeGreaterThanOrEqual(10)
      const ids = regions.map((r) => r.id)
      expect(new Set(ids).size).toBe(regions.length)
      for (const region of regions) {
        expect(CLOSED_TAGS).toContain(region.tagName)
        expect(region.id).toMatch(new RegExp(`^${page.id}-r\\d+$`))
        expect(region.getAttribute('data-region')).not.toBe('')
        expect(region.getAttribute('fill')).toBe('#ffffff')
        expect(region.getAttribute('stroke')).toBe('#000')
      }
      const paths = regions.filter((r) => r.tagName === 'path')
      for (const path of paths) {
        expect(path.getAttribute('d')?.trim()).toMatch(/[Zz]$/)
      }
    })

    it('has more regions and finer lines the harder it is', () => {
      const width = Number(regions[0]?.getAttribute('stroke-width'))
      const expected = {
        Easy: [8, 10, 20],
        Medium: [6, 20, 45],
        Hard: [4, 40, 100],
      }
      const [stroke, min, max] = expected[page.difficulty]
      expect(width).toBeGreaterThanOrEqual(stroke ?? 0)
      expect(width).toBeLessThan((stroke ?? 0) + 2)
      expect(regions.length).toBeGreaterThanOrEqual(min ?? 0)
      expect(regions.length).toBeLessThanOrEqual(max ?? 0)
    })

    it('stays a small file', () => {
      expect(readPublic(page.image).length).toBeLessThan(20_000)
    })
  },
)
