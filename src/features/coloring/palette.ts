import type { PaletteColor } from '@/data/coloring'

import { coloringContent } from './coloringContent'

export type Palette = {
  /** The six colours with meaning, then the small extra palette. */
  meaningful: readonly PaletteColor[]
  more: readonly PaletteColor[]
  all: readonly PaletteColor[]
}

/** The studio's palette, its colours named in the page's language. */
export function palette(): Palette {
  const { colorMeanings, extraPaletteColors } = coloringContent()
  const meaningful = colorMeanings.map(({ color, hex }) => ({
    name: color,
    hex,
  }))
  return {
    meaningful,
    more: extraPaletteColors,
    all: [...meaningful, ...extraPaletteColors],
  }
}

/** Saffron is the first colour a child paints with (the same in both editions). */
export const DEFAULT_COLOR: string =
  coloringContent().colorMeanings[0]?.hex ?? '#ff9933'

/** The name to read aloud for a colour, or `fallback` for an unknown one. */
export function colorName(hex: string | undefined, fallback: string): string {
  if (!hex) return fallback
  return (
    palette().all.find((c) => c.hex === hex.toLowerCase())?.name ?? fallback
  )
}
