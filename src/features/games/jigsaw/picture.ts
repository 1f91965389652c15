import * as coloringModule from '@/data/coloring'
import {
  coloringPages,
  colorMeanings,
  extraPaletteColors,
  type ColoringPage,
} from '@/data/coloring'
import { readSavedColors, type Fills } from '@/lib/coloring/savedColors'
import { artToSvgMarkup, type Art } from '@/lib/coloring/svgArt'
import { teluguTwin } from '@/lib/i18n/edition'
import type { StorageLike } from '@/lib/storage/storedValue'

/**
 * The jigsaw's pictures are the colouring pages: the child's own colours
 * when they have coloured one in the studio on this device, otherwise the
 * printed art filled in with the site's palette.
 */

export type PuzzlePicture = ColoringPage & { image: string }

export const PUZZLE_PICTURES: readonly PuzzlePicture[] = (
  coloringPages as readonly ColoringPage[]
).flatMap((page) => (page.image ? [{ ...page, image: page.image }] : []))

const coloringContent = teluguTwin(
  coloringModule,
  () => import('@/data/te/coloring'),
)

/**
 * A picture's title in the page's language: the colouring page's own title
 * in the edition shown, the English one where the twin has none. The
 * pictures themselves (ids, art) are the same in both editions.
 */
export function pictureTitle(picture: Pick<ColoringPage, 'id' | 'title'>) {
  const { coloringPages: pages } = coloringContent()
  return pages.find((page) => page.id === picture.id)?.title || picture.title
}

const FILL_COLORS = [...colorMeanings, ...extraPaletteColors]
  .map((color) => color.hex)
  .filter((hex) => hex !== '#ffffff')

/** The printed art filled in: each part a colour of the palette in turn. */
export function filledInColors(art: Art): Fills {
  return Object.fromEntries(
    art.regions.map((region, i) => [
      region.id,
      FILL_COLORS[i % FILL_COLORS.length] ?? '#ff9933',
    ]),
  )
}

/** Whether the child has saved colours for this page on this device. */
export function hasOwnColors(pageId: string, storage?: StorageLike | null) {
  return Object.keys(readSavedColors(pageId, undefined, storage)).length > 0
}

/** The first picture the child has coloured, else the first picture. */
export function firstPicture(storage?: StorageLike | null): PuzzlePicture {
  const first = PUZZLE_PICTURES[0]
  if (!first) throw new Error('There are no colouring pages with art.')
  return PUZZLE_PICTURES.find((p) => hasOwnColors(p.id, storage)) ?? first
}

export type PictureImage = {
  /** A data: URL of the coloured SVG, for the pieces' background. */
  url: string
  /** True when these are the child's own colours. */
  ownColors: boolean
}

/** The picture with the child's colours, or filled in when there are none. */
export function colorPicture(
  art: Art,
  pageId: string,
  storage?: StorageLike | null,
): PictureImage {
  const saved = readSavedColors(
    pageId,
    new Set(art.regions.map((r) => r.id)),
    storage,
  )
  const ownColors = Object.keys(saved).length > 0
  const markup = artToSvgMarkup(art, ownColors ? saved : filledInColors(art))
  return {
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`,
    ownColors,
  }
}

/** "1:05": minutes and two-digit seconds. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  return `${minutes}:${String(seconds).padStart(2, '0')}`
}

/** The part of the picture piece `id` shows, as CSS background values. */
export function pieceBackground(id: number, size: number) {
  const step = 100 / (size - 1)
  return {
    backgroundImage: 'var(--jigsaw-picture)',
    backgroundSize: `${size * 100}% ${size * 100}%`,
    backgroundPosition: `${(id % size) * step}% ${Math.floor(id / size) * step}%`,
  }
}

/** Where a piece with its top-left corner at (x, y) sits on the board. */
export function boardPosition(x: number, y: number, size: number) {
  return {
    left: `${(x / size) * 100}%`,
    top: `${(y / size) * 100}%`,
    width: `${100 / size}%`,
    height: `${100 / size}%`,
  }
}
