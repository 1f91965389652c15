import { coloringText } from '@/lib/i18n/coloring'

import { palette } from './palette'
import { StudioSwatches } from './StudioSwatches'

type StudioPaletteProps = {
  color: string
  onColor: (hex: string) => void
}

export function StudioPalette({ color, onColor }: StudioPaletteProps) {
  const { meaningful, more } = palette()
  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-lg font-bold text-maroon-800">
        {coloringText('coloring.studio.palette')}
      </legend>
      <StudioSwatches
        label={coloringText('coloring.studio.meaningful')}
        colors={meaningful}
        color={color}
        onColor={onColor}
      />
      <StudioSwatches
        label={coloringText('coloring.studio.more')}
        colors={more}
        color={color}
        onColor={onColor}
      />
    </fieldset>
  )
}
