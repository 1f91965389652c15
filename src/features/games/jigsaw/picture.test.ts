import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { coloringPages } from '@/data/coloring'
import { coloringPages as teluguPages } from '@/data/te/coloring'
import { parseArt } from '@/lib/coloring/svgArt'
import { showTelugu } from '@/test/telugu'

import {
  boardPosition,
  colorPicture,
  filledInColors,
  firstPicture,
  formatClock,
  pictureTitle,
  pieceBackground,
  PUZZLE_PICTURES,
} from './picture'
import { dropPoint } from './usePieceDrag'

const art = parseArt(
  readFileSync(path.join(process.cwd(), 'public/coloring/diya.svg'), 'utf8'),
)
const storageWith = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
  setItem: () => {},
  removeItem: () => {},
})
const decode = (url: string) =>
  decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''))

describe('the jigsaw pictures', () => {
  it('are the colouring pages that have line art', () => {
    expect(PUZZLE_PICTURES.map((p) => p.id)).toEqual(
      coloringPages.filter((p) => 'image' in p).map((p) => p.id),
    )
    expect(PUZZLE_PICTURES.length).toBeGreaterThanOrEqual(9)
  })

  it('start with the first page the child has coloured, else the first', () => {
    expect(firstPicture(storageWith({})).id).toBe(PUZZLE_PICTURES[0]?.id)
    const saved = JSON.stringify({
      version: 1,
      fills: { 'kite-r01': '#ff9933' },
    })
    expect(
      firstPicture(storageWith({ 'vasavi-kids:coloring:kite': saved })).id,
    ).toBe('kite')
  })

  it('use the child’s own colours when saved', () => {
    const saved = JSON.stringify({
      version: 1,
      fills: { 'diya-r01': '#2f6fdd', 'nowhere-r99': '#d62828' },
    })
    const picture = colorPicture(
      art,
      'diya',
      storageWith({ 'vasavi-kids:coloring:diya': saved }),
    )
    expect(picture.ownColors).toBe(true)
    const markup = decode(picture.url)
    expect(markup).toContain('id="diya-r01"')
    expect(markup).toMatch(/id="diya-r01"[^>]*fill="#2f6fdd"/)
    expect(markup).not.toContain('#d62828')
  })

  it('fill the printed art with the palette otherwise, no part left white', () => {
    const picture = colorPicture(art, 'diya', storageWith({}))
    expect(picture.ownColors).toBe(false)
    const fills = filledInColors(art)
    expect(Object.keys(fills)).toEqual(art.regions.map((r) => r.id))
    expect(Object.values(fills)).not.toContain('#ffffff')
    expect(new Set(Object.values(fills)).size).toBeGreaterThan(3)
    expect(decode(picture.url)).toContain(`fill="${fills['diya-r01']}"`)
  })
})

describe('cutting the picture', () => {
  it('shows each piece its own part of the picture', () => {
    expect(pieceBackground(0, 3)).toMatchObject({
      backgroundSize: '300% 300%',
      backgroundPosition: '0% 0%',
    })
    expect(pieceBackground(5, 3).backgroundPosition).toBe('100% 50%')
    expect(pieceBackground(24, 5).backgroundPosition).toBe('100% 100%')
    expect(pieceBackground(6, 4).backgroundPosition).toBe(
      `${(2 * 100) / 3}% ${100 / 3}%`,
    )
  })

  it('puts a piece on the board by its corner, in pieces', () => {
    expect(boardPosition(1, 2, 4)).toEqual({
      left: '25%',
      top: '50%',
      width: '25%',
      height: '25%',
    })
  })

  it('turns a drag in pixels into a place on the board', () => {
    const board = { left: 100, top: 50, width: 300, height: 375 }
    // A 3 × 3 board: pieces of 100 × 125 px. A piece from the tray at
    // (500, 50) dragged 300 px left and 250 px down lands on (1, 2).
    const piece = { left: 500, top: 50, width: 100, height: 125 }
    expect(dropPoint(piece, -300, 250, board, 3)).toEqual({ x: 1, y: 2 })
    expect(dropPoint(piece, -290, 240, board, 3)).toEqual({
      x: 1.1,
      y: 1.92,
    })
  })

  it('shows the time as minutes and seconds', () => {
    expect(formatClock(0)).toBe('0:00')
    expect(formatClock(65)).toBe('1:05')
    expect(formatClock(600)).toBe('10:00')
  })
})

describe('pictureTitle', () => {
  it('is the colouring page’s title in the edition shown', async () => {
    const [first] = PUZZLE_PICTURES
    if (!first) throw new Error('No pictures')
    expect(pictureTitle(first)).toBe(first.title)
    await showTelugu()
    for (const picture of PUZZLE_PICTURES) {
      const telugu = teluguPages.find((page) => page.id === picture.id)
      expect(pictureTitle(picture)).toBe(telugu?.title)
      expect(pictureTitle(picture)).not.toBe(picture.title)
    }
    // A page the Telugu list lacks keeps its English title.
    expect(pictureTitle({ id: 'not-a-page', title: 'Only English' })).toBe(
      'Only English',
    )
  })
})
