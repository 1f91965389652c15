import type { BackendError, RecordedResult } from '@/lib/backend'
import { t } from '@/lib/i18n/games'

import { CompletedRound } from '../shared/CompletedRound'

type MatchingResultProps = {
  total: number
  result: RecordedResult | undefined
  isRecording: boolean
  error: BackendError | null
  onPlayAgain: () => void
}

export function MatchingResult({ total, ...round }: MatchingResultProps) {
  return (
    <CompletedRound
      heading={t('games.matching.complete')}
      body={t('games.matching.completeBody', { total })}
      {...round}
    />
  )
}
