import { RotateCcw, Trophy } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import type { BackendError, RecordedResult } from '@/lib/backend'
import { t } from '@/lib/i18n/games'

import { RoundResult } from '../shared/RoundResult'
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
  return (
    <div ref={boxRef} className="text-center">
      <Trophy aria-hidden="true" className="mx-auto size-12 text-gold-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl">
        {t('games.quiz.result', { score, total })}
      </h3>
      <p className="mt-2 text-xl">{t(`games.quiz.feedback.${feedback}`)}</p>
      <div className="mx-auto max-w-md text-left">
        <RoundResult result={result} isRecording={isRecording} error={error} />
      </div>
      <Button className="mt-6" size="lg" onClick={onPlayAgain}>
        <RotateCcw aria-hidden="true" />
        {t('games.playAgain')}
      </Button>
      <LearnMoreList
        sources={questions.map((question) => question.source)}
        saved={learnMore.saved}
        onOpen={learnMore.markRead}
      />
    </div>
  )
}
