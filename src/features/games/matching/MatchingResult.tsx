import { PartyPopper, RotateCcw } from 'lucide-react'

import { Button } from '@/components/ui/Button'
import type { BackendError, RecordedResult } from '@/lib/backend'
import { t } from '@/lib/i18n/games'

import { RoundResult } from '../shared/RoundResult'
import { useAutoFocus } from '../shared/useAutoFocus'

type MatchingResultProps = {
  total: number
  result: RecordedResult | undefined
  isRecording: boolean
  error: BackendError | null
  onPlayAgain: () => void
}

export function MatchingResult({
  total,
  result,
  isRecording,
  error,
  onPlayAgain,
}: MatchingResultProps) {
  const headingRef = useAutoFocus<HTMLHeadingElement>()
  return (
    <div className="mt-6 rounded-3xl bg-cream-200 p-6 text-center">
      <PartyPopper
        aria-hidden="true"
        className="mx-auto size-12 text-maroon-700"
      />
      <h3 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl">
        {t('games.matching.complete')}
      </h3>
      <p className="mt-2 text-lg">
        {t('games.matching.completeBody', { total })}
      </p>
      <div className="mx-auto max-w-md text-left">
        <RoundResult result={result} isRecording={isRecording} error={error} />
      </div>
      <Button className="mt-6" size="lg" onClick={onPlayAgain}>
        <RotateCcw aria-hidden="true" />
        {t('games.playAgain')}
      </Button>
    </div>
  )
}
