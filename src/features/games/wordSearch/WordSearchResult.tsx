import type { RecordedResult } from '@/lib/backend'

import { CompletedRound } from '../shared/CompletedRound'
import { t } from './t'

type WordSearchResultProps = {
  total: number
  result: RecordedResult | undefined
  isRecording: boolean
  onPlayAgain: () => void
}

export function WordSearchResult({ total, ...round }: WordSearchResultProps) {
  return (
    <CompletedRound
      heading={t('games.wordSearch.complete')}
      body={t('games.wordSearch.result', { total })}
      {...round}
    />
  )
}
