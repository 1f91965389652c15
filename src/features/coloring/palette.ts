import {
  colorMeanings,
  extraPaletteColors,
  type PaletteColor,
} from '@/data/coloring'

/** The six colours with meaning, then the small extra palette. */
export const MEANINGFUL_COLORS: readonly PaletteColor[] = colorMeanings.map(
  ({ color, hex }) => ({ name: color, hex }),
)
export const MORE_COLORS: readonly PaletteColor[] = extraPaletteColors
export const PALETTE: readonly PaletteColor[] = [
  ...MEANINGFUL_COLORS,
  ...MORE_COLORS,
]

/** Saffron is the first colour a child paints with. */
export const DEFAULT_COLOR = MEANINGFUL_COLORS[0]?.hex ?? '#ff9933'

/** The name to read aloud for a colour, or `fallback` for an unknown one. */
export function colorName(hex: string | undefined, fallback: string): string {
  if (!hex) return fallback
  return PALETTE.find((c) => c.hex === hex.toLowerCase())?.name ?? fallback
}
