import { useId, useReducer, useState } from 'react'

import { COMPLETED } from '@/lib/backend'
import { cn } from '@/lib/cn'
import { gamesText } from '@/lib/i18n/games'

import type { GameProps } from '../gameEntry'
import { GameHelp } from '../shared/GameHelp'
import { GameShell } from '../shared/GameShell'
import type { SetRotationStore } from '../shared/setRotation'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useGameRound } from '../shared/useGameRound'
import { useRotatingContent } from '../shared/useRotatingContent'
import { useSoundedDispatch } from '../shared/useSoundedDispatch'
import { announceMatching } from './announceMatching'
import {
  createInitialState,
  reducer,
  selectIsComplete,
  selectIsMatched,
  selectIsMissed,
  selectIsSelected,
  selectRightColumn,
  shuffleRightColumn,
  type MatchingPair,
  type MatchingSide,
} from './logic'
import { matchingGame } from './matchingGames'
import { MatchingItem } from './MatchingItem'
import { MatchingResult } from './MatchingResult'
import {
  lastPlayedOf,
  nextMatchingContent,
  type MatchingKind,
} from './matchingRounds'
import { matchingSound } from './matchingSound'

type MatchingGameProps = {
  kind: MatchingKind
  onBack: () => void
  /** The shuffle's random source; tests pin it. */
  random?: () => number
  /** Where the last round's festivals or set are kept; tests pass their own. */
  rotation?: SetRotationStore
}

export function MatchingGame({
  kind,
  onBack,
  random = Math.random,
  rotation,
}: MatchingGameProps) {
  // The round after the one played last (on this device, by this child).
  const [content, setContent] = useRotatingContent(
    (last) => nextMatchingContent(kind, last, random),
    lastPlayedOf,
    rotation,
  )
  const config = matchingGame(content)
  const [state, dispatchQuietly] = useReducer(
    reducer,
    { pairs: config.pairs, random },
    createInitialState,
  )
  const dispatch = useSoundedDispatch(
    state,
    reducer,
    dispatchQuietly,
    matchingSound,
  )
  const [round, setRound] = useState(0)
  const complete = selectIsComplete(state)
  const session = useGameRound(config.gameType, complete, COMPLETED)
  const total = state.pairs.length

  // Both matching games are in the page (one drawn ahead, hidden).
  const headingId = useId()
  const columns: [MatchingSide, string, readonly MatchingPair[]][] = [
    ['left', gamesText(config.leftHeadingKey), state.pairs],
    ['right', gamesText(config.rightHeadingKey), selectRightColumn(state)],
  ]

  const playAgain = () => {
    const next = nextMatchingContent(kind, lastPlayedOf(content), random)
    const { pairs } = matchingGame(next)
    session.begin()
    setContent(next)
    dispatchQuietly({
      type: 'restart',
      pairs,
      rightOrder: shuffleRightColumn({ pairs, random }),
    })
    setRound((r) => r + 1)
  }

  return (
    <GameShell
      title={gamesText(config.titleKey)}
      time={gamesText(config.timeKey)}
      announcement={announceMatching(state)}
      round={round}
      celebration={session.celebration}
      onBack={onBack}
    >
      <p className="mb-1 font-semibold text-ink">
        {gamesText('games.matching.set', { name: gamesText(config.setKey) })}
      </p>
      <p className="font-display text-lg font-semibold text-maroon-700">
        {gamesText('games.matching.matches', {
          matches: state.matched.length,
          total,
        })}
      </p>
      <GameHelp
        tap={gamesText(config.helpTapKey)}
        click={gamesText(config.helpClickKey)}
        keys={gamesText('games.help.keys')}
      />
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {columns.map(([side, heading, items]) => (
          <div key={side}>
            <h3 id={`${headingId}-${side}`} className="text-xl">
              {heading}
            </h3>
            <ul
              aria-labelledby={`${headingId}-${side}`}
              data-side={side}
              className={cn(
                'mt-3 grid gap-3',
                side === 'left' && 'grid-cols-2',
              )}
            >
              {items.map((pair) => (
                <li key={pair.id} className="flex items-stretch gap-1">
                  <div className="min-w-0 flex-1">
                    <MatchingItem
                      label={side === 'left' ? pair.left : pair.right}
                      picture={
                        side === 'left' ? config.pictures[pair.id] : undefined
                      }
                      selected={selectIsSelected(state, side, pair.id)}
                      matched={selectIsMatched(state, pair.id)}
                      missed={selectIsMissed(state, side, pair.id)}
                      onSelect={() =>
                        dispatch({ type: 'select', side, id: pair.id })
                      }
                      narrationId={`${side}-${pair.id}`}
                    />
                  </div>
                  <SpeakItemButton
                    className="self-center"
                    item={{
                      id: `${side}-${pair.id}`,
                      text: side === 'left' ? pair.left : pair.right,
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {session.over ? (
        <MatchingResult
          total={total}
          misses={state.misses}
          result={session.lastResult}
          isRecording={session.isRecording}
          error={session.lastError}
          onPlayAgain={playAgain}
        />
      ) : null}
    </GameShell>
  )
}

/** Festival Matching, as the games menu opens it (entry.ts). */
export const FestivalMatchingGame = ({ onBack }: GameProps) => (
  <MatchingGame kind="festival" onBack={onBack} />
)

/** Hero Matching, as the games menu opens it (entry.ts). */
export const HeroMatchingGame = ({ onBack }: GameProps) => (
  <MatchingGame kind="hero" onBack={onBack} />
)
