import { Check, X } from '@/components/icons'
import { cn } from '@/lib/cn'
import { gamesText } from '@/lib/i18n/games'

import { NarratedText } from '../shared/NarratedText'
import { useShake } from '../shared/useMotion'

export type QuizOptionMark = 'none' | 'right' | 'wrongPick'

type QuizOptionProps = {
  label: string
  letter: string
  mark: QuizOptionMark
  locked: boolean
  onPick: () => void
  /** Its id in the narration, for the highlight while it is read. */
  narrationId: string
}

/** One answer button; after a pick it shows the right answer and a wrong pick. */
export function QuizOption({
  label,
  letter,
  mark,
  locked,
  onPick,
  narrationId,
}: QuizOptionProps) {
  // A wrong pick shakes; its red mark stays, and is all that shows when
  // motion is reduced.
  const shakeRef = useShake<HTMLButtonElement>(mark === 'wrongPick')
  return (
    <button
      ref={shakeRef}
      type="button"
      disabled={locked}
      // The visible text first, then what the marks show.
      aria-label={
        mark === 'none'
          ? undefined
          : gamesText(`games.quiz.mark.${mark}`, { label })
      }
      onClick={onPick}
      className={cn(
        'flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left text-lg font-semibold disabled:cursor-default',
        mark === 'none' &&
          'border-cream-300 bg-cream-50 text-ink enabled:hover:border-saffron-500 enabled:hover:bg-saffron-50',
        mark === 'right' && 'border-leaf-700 bg-leaf-100 text-leaf-900',
        mark === 'wrongPick' && 'border-red-700 bg-red-100 text-red-900',
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white font-display"
      >
        {mark === 'right' ? <Check className="size-5" /> : null}
        {mark === 'wrongPick' ? <X className="size-5" /> : null}
        {mark === 'none' ? letter : null}
      </span>
      <span>
        <NarratedText id={narrationId} text={label} />
      </span>
    </button>
  )
}
