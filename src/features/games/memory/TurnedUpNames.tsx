import { NarratedText } from '../shared/NarratedText'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useNarrateScreen } from '../shared/useNarrateScreen'
import type { MemoryState } from './logic'
import { turnedUpNarration } from './memoryNarration'

/**
 * The names of the cards just turned up, each with a speaker; Read to me
 * says them as they turn. Empty (and silent) while no card is up.
 */
export function TurnedUpNames({ state }: { state: MemoryState }) {
  const { screen, items } = turnedUpNarration(state)
  useNarrateScreen(screen, items)
  return (
    // The cards' own names say what is up; this row is for the ears.
    <div className="mx-auto mt-3 flex min-h-12 max-w-xl flex-wrap items-center justify-center gap-3">
      {items.map((item) => (
        <span key={item.id} className="flex items-center gap-1 font-semibold">
          <NarratedText id={item.id} text={item.text} />
          <SpeakItemButton item={item} />
        </span>
      ))}
    </div>
  )
}
