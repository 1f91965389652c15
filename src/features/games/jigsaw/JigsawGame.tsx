import { useQuery } from '@tanstack/react-query'
import { useMemo, useReducer, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { AGE_BANDS } from '@/lib/ageBands/ageBands'
import { loadArt } from '@/lib/coloring/svgArt'
import { gamesText } from '@/lib/i18n/games'

import { GameHelp } from '../shared/GameHelp'
import { GameShell } from '../shared/GameShell'
import { useAgeBand } from '../shared/useAgeBand'
import { useGameRound } from '../shared/useGameRound'
import { useSoundedDispatch } from '../shared/useSoundedDispatch'
import { announceJigsaw } from './announceJigsaw'
import { JigsawControls } from './JigsawControls'
import { JigsawPlay } from './JigsawPlay'
import { JigsawResult } from './JigsawResult'
import { jigsawSound } from './jigsawSound'
import {
  createInitialState,
  cutPieces,
  reducer,
  selectElapsedSeconds,
  selectIsComplete,
  selectPieceCount,
  selectPlacedCount,
  type JigsawSize,
  JIGSAW_SIZE_OF_BAND,
} from './logic'
import {
  colorPicture,
  firstPicture,
  formatClock,
  pictureTitle,
  PUZZLE_PICTURES,
} from './picture'
import { useClock } from './useClock'

type JigsawGameProps = {
  onBack: () => void
  /** The shuffle's random source; tests pin it. */
  random?: () => number
}

export function JigsawGame({ onBack, random = Math.random }: JigsawGameProps) {
  const { band, choose } = useAgeBand()
  const [pictureId, setPictureId] = useState(() => firstPicture().id)
  const [state, dispatchQuietly] = useReducer(reducer, null, () => {
    const size = JIGSAW_SIZE_OF_BAND[band]
    return createInitialState({ size, order: cutPieces(size, random) })
  })
  const dispatch = useSoundedDispatch(
    state,
    reducer,
    dispatchQuietly,
    jigsawSound,
  )
  const [round, setRound] = useState(0)
  const picture =
    PUZZLE_PICTURES.find((p) => p.id === pictureId) ?? firstPicture()
  const art = useQuery({
    queryKey: ['coloring-art', picture.image],
    queryFn: () => loadArt(picture.image),
    staleTime: Infinity,
  })
  const image = useMemo(
    () => (art.data ? colorPicture(art.data, picture.id) : null),
    [art.data, picture.id],
  )
  const complete = selectIsComplete(state)
  const total = selectPieceCount(state)
  const session = useGameRound('jigsaw', complete, total)
  const now = useClock(state.startedAt !== null && !complete)
  const time = formatClock(selectElapsedSeconds(state, now))

  const start = (nextPicture: string, size: JigsawSize) => {
    const sizeBand = AGE_BANDS.find((b) => JIGSAW_SIZE_OF_BAND[b] === size)
    if (sizeBand && size !== state.size) choose(sizeBand)
    session.begin()
    setPictureId(nextPicture)
    dispatchQuietly({ type: 'restart', size, order: cutPieces(size, random) })
  }

  return (
    <GameShell
      title={gamesText('games.jigsaw.title')}
      time={gamesText('games.jigsaw.time')}
      announcement={announceJigsaw(state)}
      round={round}
      celebration={session.celebration}
      onBack={onBack}
    >
      <JigsawControls
        pictureId={picture.id}
        size={state.size}
        onChange={start}
      />
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-1 font-display text-lg font-semibold text-maroon-700">
        <p>
          {gamesText('games.jigsaw.placed', {
            placed: selectPlacedCount(state),
            total,
          })}
        </p>
        <p>{gamesText('games.jigsaw.moves', { moves: state.moves })}</p>
        <p>{gamesText('games.jigsaw.clock', { time })}</p>
      </div>
      <GameHelp
        id="jigsaw-help"
        tap={gamesText('games.jigsaw.help.tap')}
        click={gamesText('games.jigsaw.help.click')}
        keys={gamesText('games.jigsaw.help.keys')}
      />
      {art.isPending ? (
        <p role="status" className="mt-6 text-lg">
          {gamesText('games.jigsaw.loading')}
        </p>
      ) : null}
      {art.isError ? (
        <div role="alert" className="mt-6">
          <p>{gamesText('games.jigsaw.loadError')}</p>
          <Button className="mt-3" onClick={() => void art.refetch()}>
            {gamesText('games.jigsaw.retry')}
          </Button>
        </div>
      ) : null}
      {image ? (
        <JigsawPlay
          state={state}
          dispatch={dispatch}
          title={pictureTitle(picture)}
          pictureUrl={image.url}
          describedBy="jigsaw-help"
        />
      ) : null}
      {session.over && image ? (
        <JigsawResult
          pictureUrl={image.url}
          title={pictureTitle(picture)}
          total={total}
          moves={state.moves}
          time={time}
          result={session.lastResult}
          isRecording={session.isRecording}
          onPlayAgain={() => {
            start(picture.id, state.size)
            setRound((r) => r + 1)
          }}
        />
      ) : null}
    </GameShell>
  )
}
