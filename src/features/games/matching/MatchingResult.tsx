import type { BackendError, RecordedResult } from '@/lib/backend'

import { CompletedRound } from '../shared/CompletedRound'
import { matchingResultText } from './announceMatching'

type MatchingResultProps = {
  total: number
  /** Picks that were not a pair: "Perfect Match!" only with none. */
  misses: number
  result: RecordedResult | undefined
  isRecording: boolean
  error: BackendError | null
  onPlayAgain: () => void
}

export function MatchingResult({
  total,
  misses,
  ...round
}: MatchingResultProps) {
  const { heading, body } = matchingResultText(total, misses)
  return <CompletedRound heading={heading} body={body} {...round} />
}
