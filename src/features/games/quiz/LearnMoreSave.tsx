import { BookmarkCheck, BookOpen } from '@/components/icons'
import { cn } from '@/lib/cn'
import { learningText } from '@/lib/i18n/learning'

import { placeName } from './learnMore'

type LearnMoreSaveProps = {
  /** The question's source (an English site address with its section). */
  source: string
  saved: boolean
  onSave: () => void
  onRemove: () => void
}

/**
 * "Learn more" under an explanation: it names the page the question came
 * from and keeps it in the child's "To read" list. It does not leave the
 * quiz. Tapping it again keeps the page (it only ever adds); a separate
 * button takes the page off the list. What happened is said in words too.
 */
export function LearnMoreSave({
  source,
  saved,
  onSave,
  onRemove,
}: LearnMoreSaveProps) {
  const name = placeName(source)
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-stretch gap-2">
        <button
          type="button"
          onClick={onSave}
          className={cn(
            'flex min-h-touch w-full cursor-pointer items-start gap-3 rounded-xl border-2 px-4 py-2 text-left sm:w-auto [&:lang(te)]:text-lg',
            saved
              ? 'border-leaf-700 bg-leaf-50 text-leaf-900'
              : 'border-maroon-700 bg-white/70 text-maroon-800 hover:bg-maroon-50',
          )}
        >
          {saved ? (
            <BookmarkCheck
              aria-hidden="true"
              className="mt-1 size-5 shrink-0"
            />
          ) : (
            <BookOpen aria-hidden="true" className="mt-1 size-5 shrink-0" />
          )}
          <span className="grid">
            <span className="font-display font-semibold">
              {learningText('learning.more.save')}
            </span>{' '}
            <span className="break-words">{name}</span>
          </span>
        </button>
        {saved ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={learningText('learning.toRead.removeNamed', {
              place: name,
            })}
            className="min-h-touch cursor-pointer rounded-xl border-2 border-ink-muted bg-white/70 px-4 py-2 text-ink hover:bg-cream-100 [&:lang(te)]:text-lg"
          >
            {learningText('learning.toRead.remove')}
          </button>
        ) : null}
      </div>
      <p
        aria-live="polite"
        className="mt-1 min-h-6 text-base text-leaf-900 [&:lang(te)]:text-lg"
      >
        {saved ? learningText('learning.more.saved') : ''}
      </p>
    </div>
  )
}
