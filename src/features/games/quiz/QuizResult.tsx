import { RotateCcw, Trophy } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import type { BackendError, RecordedResult } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'
import { speechText } from '@/lib/i18n/speech'

import { NarratedText } from '../shared/NarratedText'
import { RoundResult } from '../shared/RoundResult'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useNarrateScreen } from '../shared/useNarrateScreen'
import { useResultInView } from '../shared/useResultInView'
import { LearnMoreList } from './LearnMoreList'
import type { QuizFeedback } from './logic'
import type { SavedPlaces } from './useSavedPlaces'

type QuizResultProps = {
  score: number
  total: number
  feedback: QuizFeedback
  result: RecordedResult | undefined
  isRecording: boolean
  error: BackendError | null
  onPlayAgain: () => void
  /** The round's questions (only their sources are read). */
  questions: readonly { source: string }[]
  /** The child's "To read" list (pages kept with "Learn more"). */
  learnMore: SavedPlaces
}

export function QuizResult({
  score,
  total,
  feedback,
  result,
  isRecording,
  error,
  onPlayAgain,
  questions,
  learnMore,
}: QuizResultProps) {
  const { boxRef, headingRef } = useResultInView<
    HTMLDivElement,
    HTMLHeadingElement
  >()
  const heading = gamesText('games.quiz.result', { score, total })
  const body = gamesText(`games.quiz.feedback.${feedback}`)
  useNarrateScreen('result', [
    { id: 'result-heading', text: heading },
    { id: 'result-body', text: body },
  ])
  return (
    <div ref={boxRef} className="text-center">
      <Trophy aria-hidden="true" className="mx-auto size-12 text-gold-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl">
        <NarratedText id="result-heading" text={heading} />
      </h3>
      <p className="mt-2 text-xl">
        <NarratedText id="result-body" text={body} />
      </p>
      <div className="mt-2 flex justify-center">
        <SpeakItemButton
          item={{ id: 'result-heading', text: `${heading} ${body}` }}
          name={speechText('speech.name.result')}
        />
      </div>
      {/* Above the round's result, which arrives a moment later and grows:
          Play Again never moves under a finger. */}
      <Button className="mt-6" size="lg" onClick={onPlayAgain}>
        <RotateCcw aria-hidden="true" />
        {gamesText('games.playAgain')}
      </Button>
      <div className="mx-auto max-w-md text-left">
        <RoundResult result={result} isRecording={isRecording} error={error} />
      </div>
      <LearnMoreList
        sources={questions.map((question) => question.source)}
        saved={learnMore.saved}
        onOpen={learnMore.markRead}
      />
    </div>
  )
}
