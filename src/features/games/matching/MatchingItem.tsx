import type { ReactElement } from 'react'

import { Check } from '@/components/icons'
import { cn } from '@/lib/cn'
import { gamesText } from '@/lib/i18n/games'

import { Picture } from '../faces/Picture'
import { NarratedText } from '../shared/NarratedText'
import { useShake } from '../shared/useMotion'

// One set of colours per state; a matched item keeps the ring of a selection.
const STATE_CLASSES = {
  idle: 'border-cream-300 bg-cream-50 text-ink hover:border-saffron-500',
  selected:
    'border-saffron-700 bg-saffron-100 text-ink hover:border-saffron-500',
  matched: 'border-leaf-700 bg-leaf-100 text-leaf-900 hover:border-leaf-700',
  // Half of a pick that was not a pair: shaken, and marked while it shows.
  missed: 'border-red-700 bg-red-50 text-ink hover:border-red-700',
} as const

type MatchingItemProps = {
  label: string
  /** A drawing shown above the label (decorative: the label names it). */
  picture?: ReactElement
  selected: boolean
  matched: boolean
  /** Part of the pick that just missed. */
  missed: boolean
  onSelect: () => void
  /** Its id in the narration, for the highlight while it is read. */
  narrationId?: string
}

/** One item of a column: pressed while selected, ticked once matched. */
export function MatchingItem({
  label,
  picture,
  selected,
  matched,
  missed,
  onSelect,
  narrationId = label,
}: MatchingItemProps) {
  const shakeRef = useShake<HTMLButtonElement>(missed)
  const look = matched
    ? 'matched'
    : missed
      ? 'missed'
      : selected
        ? 'selected'
        : 'idle'
  return (
    <button
      ref={shakeRef}
      type="button"
      aria-pressed={selected}
      aria-label={
        matched
          ? gamesText('games.matching.matchedLabel', { item: label })
          : undefined
      }
      // Matched items stay focusable (keyboard users keep their place).
      aria-disabled={matched}
      onClick={onSelect}
      className={cn(
        'flex min-h-12 w-full cursor-pointer rounded-2xl border-2 font-semibold aria-disabled:cursor-default',
        picture
          ? 'h-full flex-col items-center gap-1 p-2 text-center'
          : 'items-center gap-3 px-4 py-3 text-left',
        STATE_CLASSES[look],
        selected && 'ring-2 ring-saffron-500',
      )}
    >
      {picture ? (
        <Picture art={picture} className="size-16 shrink-0 sm:size-20" />
      ) : null}
      <span className="flex items-center gap-2">
        {matched ? (
          <Check aria-hidden="true" className="size-5 shrink-0" />
        ) : null}
        <NarratedText id={narrationId} text={label} />
      </span>
    </button>
  )
}
