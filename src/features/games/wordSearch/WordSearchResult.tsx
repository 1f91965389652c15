import type { RecordedResult } from '@/lib/backend'
import { t } from '@/lib/i18n/games'

import { CompletedRound } from '../shared/CompletedRound'

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
