import { Check } from '@/components/icons'
import type { PaletteColor } from '@/data/coloring'
import { cn } from '@/lib/cn'

type StudioSwatchesProps = {
  label: string
  colors: readonly PaletteColor[]
  color: string
  onColor: (hex: string) => void
}

/** Light colours get a dark tick, dark ones a white tick. */
const isLight = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) =>
    Number.parseInt(hex.slice(i, i + 2), 16),
  )
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 150
}

/** A labelled row of colour buttons; the chosen one is pressed and ticked. */
export function StudioSwatches({
  label,
  colors,
  color,
  onColor,
}: StudioSwatchesProps) {
  return (
    <div>
      <p className="text-sm font-bold text-ink-muted">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {colors.map((swatch) => {
          const selected = swatch.hex === color
          return (
            <li key={swatch.hex}>
              <button
                type="button"
                aria-pressed={selected}
                aria-label={swatch.name}
                title={swatch.name}
                onClick={() => onColor(swatch.hex)}
                style={{ backgroundColor: swatch.hex }}
                className={cn(
                  'flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-ink/40',
                  selected && 'ring-4 ring-maroon-700 ring-offset-2',
                )}
              >
                {selected ? (
                  <Check
                    aria-hidden="true"
                    className={cn(
                      'size-6',
                      isLight(swatch.hex) ? 'text-ink' : 'text-white',
                    )}
                    strokeWidth={3}
                  />
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
