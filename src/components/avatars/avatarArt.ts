import type { AvatarId } from './avatarIds'

/**
 * A shape of an avatar drawing, outlined in ink: a path `[fill, d]` or a
 * circle `[fill, cx, cy, r]`. A fill of `none` draws a line only.
 */
export type AvatarShape =
  | readonly [fill: string, d: string]
  | readonly [fill: string, cx: number, cy: number, r: number]

/** One avatar: a round background and the shapes drawn on it (64 × 64). */
export type AvatarArt = { bg: string; shapes: readonly AvatarShape[] }

export const AVATAR_VIEWBOX = 64
export const AVATAR_INK = '#2b1b12'

// The site's palette (tailwind.config.ts).
const INK = AVATAR_INK
const WHITE = '#fffdf7'
const CREAM = '#fcefd0'
const SAFFRON = '#ff9933'
const SAFFRON_600 = '#d9650a'
const CLAY = '#b34d0b'
const GOLD = '#f7c948'
const GOLD_300 = '#fadb5f'
const GOLD_600 = '#de911d'
const BROWN = '#a86b12'
const LEAF = '#43ae5b'
const LEAF_DARK = '#237438'
const ROSE = '#de8a96'
const ROSE_LIGHT = '#edbac1'
const MAROON = '#8e2338'
const BG_SAFFRON = '#ffebd0'
const BG_GOLD = '#fff3c4'
const BG_LEAF = '#d5f2da'
const BG_ROSE = '#f6dde0'

const NONE = 'none'

/**
 * Friendly line-and-fill drawings, a few hundred bytes each, in the style of
 * the colouring pages: round shapes, an ink outline, the festival colours.
 */
export const AVATAR_ART: Record<AvatarId, AvatarArt> = {
  peacock: {
    bg: BG_GOLD,
    shapes: [
      [LEAF, 'M32 52C13 52 6 36 11 21c8-6 34-6 42 0 5 15-2 31-21 31Z'],
      [GOLD, 16, 34, 4],
      [INK, 16, 34, 0.5],
      [GOLD, 20, 24, 4],
      [INK, 20, 24, 0.5],
      [GOLD, 44, 24, 4],
      [INK, 44, 24, 0.5],
      [GOLD, 48, 34, 4],
      [INK, 48, 34, 0.5],
      [
        LEAF_DARK,
        'M32 53c-6 0-8-5-7-11 1-6 4-10 3-16 0-3 2-5 4-5s4 2 4 5c-1 3-3 7-1 10 3 5 5 10 3 15-1 3-3 2-6 2Z',
      ],
      [LEAF_DARK, 33, 20, 4],
      [GOLD, 'M37 19l4 1.5-4 1.5Z'],
      [NONE, 'M31 15l-2-6m4 5V8m2 7 2-6'],
      [WHITE, 34, 19, 1.1],
    ],
  },
  elephant: {
    bg: BG_LEAF,
    shapes: [
      [CREAM, 'M23 21C11 13 3 25 7 36c3 7 11 8 16 3Z'],
      [CREAM, 'M41 21c12-8 20 4 16 15-3 7-11 8-16 3Z'],
      [
        CREAM,
        'M21 29c0-12 22-12 22 0 0 6-3 9-6 11v10c0 4-4 6-7 4l1-3c2 0 2-1 2-2v-9c-7-1-12-5-12-11Z',
      ],
      [MAROON, 'M27 19h10l-5 9Z'],
      [GOLD, 32, 22, 1.5],
      [INK, 26.5, 30, 1.2],
      [INK, 37.5, 30, 1.2],
    ],
  },
  tiger: {
    bg: BG_LEAF,
    shapes: [
      [SAFFRON, 20, 20, 5],
      [SAFFRON, 44, 20, 5],
      [SAFFRON, 'M12 36c0-12 9-18 20-18s20 6 20 18-9 16-20 16-20-4-20-16Z'],
      [WHITE, 'M23 43c0-6 18-6 18 0 0 4-4 7-9 7s-9-3-9-7Z'],
      [NONE, 'M32 19v5m-5-5 1 5m9-5-1 5M13 33h5m-4 6 5-1m33-5h-5m4 6-5-1'],
      [INK, 25, 33, 1.5],
      [INK, 39, 33, 1.5],
      [INK, 'M30 40h4l-2 2Z'],
      [NONE, 'M32 42v2c-1 2-3 2-4 1m4-1c1 2 3 2 4 1'],
    ],
  },
  parrot: {
    bg: BG_SAFFRON,
    shapes: [
      [NONE, 'M12 55h40'],
      [LEAF_DARK, 'M26 49l-6 11h7l4-9Z'],
      [LEAF, 'M28 27c-7 6-8 19-2 25 4 4 11 3 13-3 2-7 1-15-3-21Z'],
      [LEAF_DARK, 'M29 32c5 3 7 10 5 17-5-3-7-10-5-17Z'],
      [LEAF, 36, 21, 9],
      [MAROON, 'M44 17c5-1 7 3 6 8-1-1-3-2-6-1Z'],
      [NONE, 'M30 27c3 3 8 3 11 0'],
      [WHITE, 38, 19, 2],
      [INK, 38.5, 19, 0.6],
    ],
  },
  cow: {
    bg: BG_LEAF,
    shapes: [
      [GOLD, 'M22 18c-4-2-6-6-5-10 3 3 6 4 9 5Z'],
      [GOLD, 'M42 18c4-2 6-6 5-10-3 3-6 4-9 5Z'],
      [WHITE, 'M20 24c-6 0-10-3-11-6 5-1 10 0 13 2Z'],
      [WHITE, 'M44 24c6 0 10-3 11-6-5-1-10 0-13 2Z'],
      [WHITE, 'M20 22c0-8 24-8 24 0v14c0 4-2 6-4 8H24c-2-2-4-4-4-8Z'],
      [SAFFRON, 'M37 17c4 0 7 3 7 7-3 1-7 0-8-3Z'],
      [ROSE_LIGHT, 'M23 41c0-5 18-5 18 0v3c0 4-4 6-9 6s-9-2-9-6Z'],
      [SAFFRON, 32, 25, 1.5],
      [INK, 26, 31, 1.3],
      [INK, 38, 31, 1.3],
      [INK, 28.5, 44, 0.8],
      [INK, 35.5, 44, 0.8],
    ],
  },
  monkey: {
    bg: BG_SAFFRON,
    shapes: [
      [BROWN, 14, 32, 6],
      [BROWN, 50, 32, 6],
      [CREAM, 14, 32, 2.5],
      [CREAM, 50, 32, 2.5],
      [BROWN, 32, 32, 17],
      [
        CREAM,
        'M20 35c0-6 5-8 8-6 2 1 6 1 8 0 3-2 8 0 8 6 0 8-5 13-12 13s-12-5-12-13Z',
      ],
      [INK, 27, 34, 1.4],
      [INK, 37, 34, 1.4],
      [NONE, 'M30 39h4m-6 3c2 2 6 2 8 0M31 15c0-3 2-4 3-3'],
    ],
  },
  deer: {
    bg: BG_LEAF,
    shapes: [
      [NONE, 'M25 18c-2-4-2-8 0-11m0 5-4-2m18 8c2-4 2-8 0-11m0 5 4-2'],
      [GOLD_600, 'M22 24c-6 1-10-2-11-5 4-2 9-1 12 2Z'],
      [GOLD_600, 'M42 24c6 1 10-2 11-5-4-2-9-1-12 2Z'],
      [GOLD_600, 'M22 22c2-6 18-6 20 0 2 7-2 18-10 27-8-9-12-20-10-27Z'],
      [INK, 27, 30, 1.4],
      [INK, 37, 30, 1.4],
      [INK, 32, 46, 2],
    ],
  },
  swan: {
    bg: BG_SAFFRON,
    shapes: [
      [
        WHITE,
        'M38 41C32 35 33 29 36 24c3-5 1-12-5-12-4 0-6 3-6 5 2 3 5 3 6 2-4 6-6 14 1 22Z',
      ],
      [SAFFRON, 'M25 16l-7 2 7 2Z'],
      [
        WHITE,
        'M10 40c3 11 13 15 24 15s19-6 21-17c-7 4-16 5-23 1-8 2-15 3-22 1Z',
      ],
      [INK, 30, 15, 1.1],
      [
        NONE,
        'M22 45c6 2 14 1 20-3M12 58c3-2 7 2 10 0s7 2 10 0 7 2 10 0 7 2 10 0',
      ],
    ],
  },
  lotus: {
    bg: BG_LEAF,
    shapes: [
      [LEAF, 'M8 49c8-6 40-6 48 0-8 6-40 6-48 0Z'],
      [ROSE, 'M32 46c-10 0-18-6-20-16 8 0 14 4 18 10Z'],
      [ROSE, 'M32 46c10 0 18-6 20-16-8 0-14 4-18 10Z'],
      [ROSE_LIGHT, 'M32 46c-8-2-12-10-10-20 6 3 10 10 10 20Z'],
      [ROSE_LIGHT, 'M32 46c8-2 12-10 10-20-6 3-10 10-10 20Z'],
      [ROSE, 'M32 46c-6-6-6-20 0-28 6 8 6 22 0 28Z'],
    ],
  },
  diya: {
    bg: BG_ROSE,
    shapes: [
      [SAFFRON, 'M32 9c6 8 8 14 8 19 0 5-4 8-8 8s-8-3-8-8c0-5 2-11 8-19Z'],
      [GOLD_300, 'M32 21c3 4 4 6 4 8s-2 4-4 4-4-2-4-4 1-4 4-8Z'],
      [CLAY, 'M25 51l-3 5h20l-3-5Z'],
      [SAFFRON_600, 'M12 39c2 9 10 13 20 13s18-4 20-13Z'],
      [GOLD, 'M12 39c0-3 40-3 40 0s-40 3-40 0Z'],
      [GOLD, 24, 45, 1.5],
      [GOLD, 32, 47, 1.5],
      [GOLD, 40, 45, 1.5],
    ],
  },
  veena: {
    bg: BG_GOLD,
    shapes: [
      [BROWN, 'M17 43 46 14l4 4-29 29Z'],
      [SAFFRON_600, 41, 24, 5],
      [CLAY, 18, 46, 11],
      [GOLD, 18, 46, 5],
      [NONE, 'M26 36l4 4m2-10 4 4m2-10 4 4m8-10c2-4 7-3 7 1 0 2-2 3-4 2'],
    ],
  },
  temple: {
    bg: BG_GOLD,
    shapes: [
      [NONE, 'M32 16v-5M10 54h44'],
      [GOLD, 32, 10, 1.8],
      [SAFFRON_600, 'M16 54h32v-8H16Z'],
      [SAFFRON, 'M18 46h28l-3-9H21Z'],
      [GOLD, 'M21 37h22l-3-8H24Z'],
      [SAFFRON, 'M24 29h16l-3-7H27Z'],
      [GOLD, 'M27 22h10c0-4-2-6-5-6s-5 2-5 6Z'],
      [MAROON, 'M28 54v-4c0-4 8-4 8 0v4Z'],
    ],
  },
}
