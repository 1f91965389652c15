import { useReducer, useState } from 'react'

import { COMPLETED } from '@/lib/backend'
import { t } from '@/lib/i18n/games'

import { GameShell } from '../shared/GameShell'
import { useGameRound } from '../shared/useGameRound'
import { announceMatching } from './announceMatching'
import {
  createInitialState,
  reducer,
  selectIsComplete,
  selectIsMatched,
  selectIsSelected,
  selectRightColumn,
  type MatchingPair,
  type MatchingSide,
} from './logic'
import { matchingGame, type MatchingKind } from './matchingGames'
import { MatchingItem } from './MatchingItem'
import { MatchingResult } from './MatchingResult'

type MatchingGameProps = {
  kind: MatchingKind
  onBack: () => void
  /** The shuffle's random source; tests pin it. */
  random?: () => number
}

export function MatchingGame({
  kind,
  onBack,
  random = Math.random,
}: MatchingGameProps) {
  const config = matchingGame(kind)
  const [state, dispatch] = useReducer(
    reducer,
    { pairs: config.pairs, random },
    createInitialState,
  )
  const [round, setRound] = useState(0)
  const complete = selectIsComplete(state)
  const session = useGameRound(config.gameType, complete, COMPLETED)
  const total = state.pairs.length

  const columns: [MatchingSide, string, readonly MatchingPair[]][] = [
    ['left', t(config.leftHeadingKey), state.pairs],
    ['right', t(config.rightHeadingKey), selectRightColumn(state)],
  ]

  const playAgain = () => {
    session.begin()
    dispatch({ type: 'restart' })
    setRound((r) => r + 1)
  }

  return (
    <GameShell
      title={t(config.titleKey)}
      time={t(config.timeKey)}
      announcement={announceMatching(state)}
      round={round}
      onBack={onBack}
    >
      <p className="font-display text-lg font-semibold text-maroon-700">
        {t('games.matching.matches', { matches: state.matched.length, total })}
      </p>
      <p className="mt-1 text-ink-muted">{t(config.helpKey)}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {columns.map(([side, heading, items]) => (
          <div key={side}>
            <h3 id={`matching-${side}`} className="text-xl">
              {heading}
            </h3>
            <ul
              aria-labelledby={`matching-${side}`}
              className="mt-3 grid gap-3"
            >
              {items.map((pair) => (
                <li key={pair.id}>
                  <MatchingItem
                    label={side === 'left' ? pair.left : pair.right}
                    selected={selectIsSelected(state, side, pair.id)}
                    matched={selectIsMatched(state, pair.id)}
                    onSelect={() =>
                      dispatch({ type: 'select', side, id: pair.id })
                    }
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {complete ? (
        <MatchingResult
          total={total}
          result={session.lastResult}
          isRecording={session.isRecording}
          error={session.lastError}
          onPlayAgain={playAgain}
        />
      ) : null}
    </GameShell>
  )
}
