import type { RecordedResult } from '@/lib/backend'
import { t } from '@/lib/i18n/games'

import { CompletedRound } from '../shared/CompletedRound'

type JigsawResultProps = {
  total: number
  moves: number
  time: string
  result: RecordedResult | undefined
  isRecording: boolean
  onPlayAgain: () => void
}

export function JigsawResult({
  total,
  moves,
  time,
  ...round
}: JigsawResultProps) {
  return (
    <CompletedRound
      heading={t('games.jigsaw.complete')}
      body={t.count('games.jigsaw.result', moves, { total, time })}
      {...round}
    />
  )
}
