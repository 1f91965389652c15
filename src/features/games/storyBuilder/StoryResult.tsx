import { BookOpen, RotateCcw } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import type { BackendError, RecordedResult } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'
import { speechText } from '@/lib/i18n/speech'

import { NarratedText } from '../shared/NarratedText'
import { RoundResult } from '../shared/RoundResult'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useNarrateScreen } from '../shared/useNarrateScreen'
import { useResultInView } from '../shared/useResultInView'

type StoryResultProps = {
  lines: readonly string[]
  result: RecordedResult | undefined
  isRecording: boolean
  error: BackendError | null
  onCreateNew: () => void
}

/** The finished story as a numbered list, and a way to write another. */
export function StoryResult({
  lines,
  result,
  isRecording,
  error,
  onCreateNew,
}: StoryResultProps) {
  const { boxRef, headingRef } = useResultInView<
    HTMLDivElement,
    HTMLHeadingElement
  >()
  const heading = gamesText('games.story.complete')
  const body = gamesText('games.story.completeBody')
  const story = lines.map((text, index) => ({ id: `line-${index}`, text }))
  useNarrateScreen('result', [
    { id: 'result-heading', text: heading },
    { id: 'result-body', text: body },
    ...story,
  ])
  return (
    <div ref={boxRef} className="rounded-3xl bg-cream-200 p-6">
      <BookOpen aria-hidden="true" className="size-10 text-maroon-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl">
        <NarratedText id="result-heading" text={heading} />
      </h3>
      <p className="mt-2">
        <NarratedText id="result-body" text={body} />
      </p>
      <div className="mt-2">
        <SpeakItemButton
          item={{ id: 'story', text: lines.join(' ') }}
          name={speechText('speech.name.story')}
        />
      </div>
      <ol className="mt-4 grid list-decimal gap-2 pl-6 text-lg">
        {story.map((line) => (
          <li key={line.text}>
            <NarratedText id={line.id} text={line.text} />
          </li>
        ))}
      </ol>
      {/* Above the round's result, which arrives a moment later and grows:
          the button never moves under a finger. */}
      <Button className="mt-6" size="lg" onClick={onCreateNew}>
        <RotateCcw aria-hidden="true" />
        {gamesText('games.story.createNew')}
      </Button>
      <RoundResult result={result} isRecording={isRecording} error={error} />
    </div>
  )
}
