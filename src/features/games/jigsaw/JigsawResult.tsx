import type { RecordedResult } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'

import { CompletedRound } from '../shared/CompletedRound'

type JigsawResultProps = {
  /** The finished picture and its title. */
  pictureUrl: string
  title: string
  total: number
  moves: number
  time: string
  result: RecordedResult | undefined
  isRecording: boolean
  onPlayAgain: () => void
}

/**
 * The end of a jigsaw: the finished picture stays in view with "Puzzle
 * complete!" (the result is scrolled to the top, the board above it would
 * be out of view).
 */
export function JigsawResult({
  pictureUrl,
  title,
  total,
  moves,
  time,
  ...round
}: JigsawResultProps) {
  return (
    <CompletedRound
      heading={gamesText('games.jigsaw.complete')}
      body={gamesText.count('games.jigsaw.result', moves, { total, time })}
      picture={
        <img
          src={pictureUrl}
          alt={gamesText('games.jigsaw.finished', { title })}
          className="mx-auto aspect-[4/5] w-40 rounded-xl border-4 border-white object-cover shadow-md sm:w-56"
        />
      }
      {...round}
    />
  )
}
