import { BookmarkCheck, BookOpen } from '@/components/icons'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n/learning'

import { placeName } from './learnMore'

type LearnMoreToggleProps = {
  /** The question's source (an English site address with its section). */
  source: string
  saved: boolean
  onToggle: () => void
}

/**
 * "Learn more" under an explanation: it names the page the question came
 * from and keeps it for after the round. It does not leave the quiz; the
 * result screen links to what was kept. A toggle (aria-pressed), its new
 * state said in words too.
 */
export function LearnMoreToggle({
  source,
  saved,
  onToggle,
}: LearnMoreToggleProps) {
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-pressed={saved}
        onClick={onToggle}
        className={cn(
          'flex min-h-touch w-full cursor-pointer items-start gap-3 rounded-xl border-2 px-4 py-2 text-left transition-colors sm:w-auto [&:lang(te)]:text-lg',
          saved
            ? 'border-leaf-700 bg-leaf-50 text-leaf-900'
            : 'border-maroon-700 bg-white/70 text-maroon-800 hover:bg-maroon-50',
        )}
      >
        {saved ? (
          <BookmarkCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
        ) : (
          <BookOpen aria-hidden="true" className="mt-1 size-5 shrink-0" />
        )}
        <span className="grid">
          <span className="font-display font-semibold">
            {t('learning.more.save')}
          </span>{' '}
          <span className="break-words">{placeName(source)}</span>
        </span>
      </button>
      <p
        aria-live="polite"
        className="mt-1 min-h-6 text-base text-leaf-900 [&:lang(te)]:text-lg"
      >
        {saved ? t('learning.more.saved') : ''}
      </p>
    </div>
  )
}
