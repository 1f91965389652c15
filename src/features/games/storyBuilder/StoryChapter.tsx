import type { StoryPart } from '@/data/storyBuilder'
import { gamesText } from '@/lib/i18n/games'

import { NarratedText } from '../shared/NarratedText'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useAutoFocus } from '../shared/useAutoFocus'
import { useNarrateScreen } from '../shared/useNarrateScreen'

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
  // Read to me: the chapter's question, then each line to choose from.
  const question = { id: 'chapter', text: part.text }
  const choices = part.choices.map((text, index) => ({
    id: `choice-${index}`,
    text,
  }))
  useNarrateScreen('chapter', [question, ...choices])
  return (
    <div>
      <p className="font-display text-lg font-semibold text-maroon-700">
        {gamesText('games.story.chapter', { number, total })}
      </p>
      <div className="mt-1 flex items-start gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="flex-1 text-2xl">
          <NarratedText id={question.id} text={question.text} />
        </h3>
        <SpeakItemButton item={question} />
      </div>
      <ul className="mt-4 grid gap-3">
        {choices.map((choice, index) => (
          <li key={choice.text} className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => onChoose(index)}
              className="min-h-12 w-full flex-1 cursor-pointer rounded-2xl border-2 border-cream-300 bg-cream-50 px-4 py-3 text-left text-lg hover:border-saffron-500 hover:bg-saffron-50"
            >
              <NarratedText id={choice.id} text={choice.text} />
            </button>
            <SpeakItemButton item={choice} />
          </li>
        ))}
      </ul>
    </div>
  )
}
