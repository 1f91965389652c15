import { memo } from 'react'

import { cn } from '@/lib/cn'
import { gamesText } from '@/lib/i18n/games'

import { CardBack } from '../faces/CardBack'
import { MEMORY_ART } from '../faces/memoryArt'
import { Picture } from '../faces/Picture'
import { useShake } from '../shared/useMotion'
import type { MemoryCard } from './logic'

type MemoryCardButtonProps = {
  card: MemoryCard
  number: number
  faceUp: boolean
  /** One of two cards up that are not a pair (shaken, marked). */
  missed: boolean
  /** Roving tabindex: only the active card is in the tab order. */
  active: boolean
}

function cardLabel(card: MemoryCard, number: number, faceUp: boolean) {
  if (card.matched) {
    return gamesText('games.memory.cardMatched', { number, name: card.name })
  }
  if (faceUp)
    return gamesText('games.memory.cardUp', { number, name: card.name })
  return gamesText('games.memory.cardDown', { number })
}

/**
 * One card. It takes only what it shows (the grid listens for its cards'
 * taps, focus and keys), so a tap draws again only the cards it changed.
 */
export const MemoryCardButton = memo(function MemoryCardButton({
  card,
  number,
  faceUp,
  missed,
  active,
}: MemoryCardButtonProps) {
  const shakeRef = useShake<HTMLButtonElement>(missed)
  return (
    <button
      ref={shakeRef}
      type="button"
      data-card={number - 1}
      tabIndex={active ? 0 : -1}
      aria-label={cardLabel(card, number, faceUp)}
      // Face-up cards cannot be turned again but stay focusable for the arrows.
      aria-disabled={faceUp}
      className={cn(
        'flex aspect-square min-h-touch w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 p-1 text-center aria-disabled:cursor-default motion-safe:transition-transform motion-safe:duration-300',
        card.matched
          ? 'border-leaf-700 bg-leaf-100'
          : missed
            ? 'border-red-700 bg-red-50'
            : faceUp
              ? 'border-saffron-500 bg-cream-50'
              : 'border-maroon-800 bg-maroon-700',
        !faceUp && 'text-white hover:bg-maroon-600 motion-safe:scale-95',
      )}
    >
      {/* The picture is decorative: the card's name says what it shows. */}
      {faceUp ? (
        <>
          <Picture
            art={MEMORY_ART[card.picture]}
            className="aspect-square w-1/2 max-w-24 shrink-0"
          />
          <span className="text-xs leading-tight font-bold text-ink sm:text-sm">
            {card.name}
          </span>
        </>
      ) : (
        <CardBack className="aspect-square w-3/5 max-w-24" />
      )}
    </button>
  )
})
