import { Check } from 'lucide-react'

import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n/games'

// One set of colours per state; a matched item keeps the ring of a selection.
const STATE_CLASSES = {
  idle: 'border-cream-300 bg-cream-50 text-ink hover:border-saffron-500',
  selected:
    'border-saffron-700 bg-saffron-100 text-ink hover:border-saffron-500',
  matched: 'border-leaf-700 bg-leaf-100 text-leaf-900 hover:border-leaf-700',
} as const

type MatchingItemProps = {
  label: string
  selected: boolean
  matched: boolean
  onSelect: () => void
}

/** One item of a column: pressed while selected, ticked once matched. */
export function MatchingItem({
  label,
  selected,
  matched,
  onSelect,
}: MatchingItemProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={
        matched ? t('games.matching.matchedLabel', { item: label }) : undefined
      }
      // Matched items stay focusable (keyboard users keep their place).
      aria-disabled={matched}
      onClick={onSelect}
      className={cn(
        'flex min-h-touch w-full cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left font-semibold aria-disabled:cursor-default motion-safe:transition-colors',
        STATE_CLASSES[matched ? 'matched' : selected ? 'selected' : 'idle'],
        selected && 'ring-2 ring-saffron-500',
      )}
    >
      {matched ? (
        <Check aria-hidden="true" className="size-5 shrink-0" />
      ) : null}
      <span>{label}</span>
    </button>
  )
}
