import type { RecordedResult } from '@/lib/backend'

import { CompletedRound } from '../shared/CompletedRound'
import { wordSearchText } from './wordSearchText'

type WordSearchResultProps = {
  total: number
  result: RecordedResult | undefined
  isRecording: boolean
  onPlayAgain: () => void
}

export function WordSearchResult({ total, ...round }: WordSearchResultProps) {
  return (
    <CompletedRound
      heading={wordSearchText('games.wordSearch.complete')}
      body={wordSearchText('games.wordSearch.result', { total })}
      {...round}
    />
  )
}
