import type { StoryPart } from '@/data/storyBuilder'
import { t } from '@/lib/i18n/games'

import { useAutoFocus } from '../shared/useAutoFocus'

type StoryChapterProps = {
  part: StoryPart
  number: number
  total: number
  focusOnMount: boolean
  onChoose: (choice: number) => void
}

/** One chapter: its question and four lines to choose from. */
export function StoryChapter({
  part,
  number,
  total,
  focusOnMount,
  onChoose,
}: StoryChapterProps) {
  const headingRef = useAutoFocus<HTMLHeadingElement>(focusOnMount)
  return (
    <div>
      <p className="font-display text-lg font-semibold text-maroon-700">
        {t('games.story.chapter', { number, total })}
      </p>
      <h3 ref={headingRef} tabIndex={-1} className="mt-1 text-2xl">
        {part.text}
      </h3>
      <ul className="mt-4 grid gap-3">
        {part.choices.map((choice, index) => (
          <li key={choice}>
            <button
              type="button"
              onClick={() => onChoose(index)}
              className="min-h-12 w-full cursor-pointer rounded-2xl border-2 border-cream-300 bg-cream-50 px-4 py-3 text-left text-lg hover:border-saffron-500 hover:bg-saffron-50 motion-safe:transition-colors"
            >
              {choice}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
