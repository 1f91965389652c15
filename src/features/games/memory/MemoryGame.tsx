import {
  useEffect,
  useReducer,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react'

import * as memoryModule from '@/data/memory'
import { teluguTwin } from '@/lib/i18n/edition'
import { gamesText } from '@/lib/i18n/games'

import { CompletedRound } from '../shared/CompletedRound'
import { GameHelp } from '../shared/GameHelp'
import { GameShell } from '../shared/GameShell'
import { useGameRound } from '../shared/useGameRound'
import { useSoundedDispatch } from '../shared/useSoundedDispatch'
import { announceMemory } from './announceMemory'
import { nextGridIndex } from './gridNavigation'
import {
  createDeck,
  createInitialState,
  MEMORY_COLUMNS,
  MEMORY_REVEAL_MS,
  memoryFeedback,
  reducer,
  selectIsComplete,
  selectIsFaceUp,
  selectIsMismatchShowing,
  selectPairCount,
} from './logic'
import { MemoryCardButton } from './MemoryCardButton'
import { memorySound } from './memorySound'
import { TurnedUpNames } from './TurnedUpNames'

const memoryContent = teluguTwin(memoryModule, () => import('@/data/te/memory'))

type MemoryGameProps = {
  onBack: () => void
  /** The shuffle's random source; tests pin it. */
  random?: () => number
}

export function MemoryGame({ onBack, random = Math.random }: MemoryGameProps) {
  const { memorySymbols } = memoryContent()
  const [state, dispatchQuietly] = useReducer(
    reducer,
    { symbols: memorySymbols, random },
    createInitialState,
  )
  const dispatch = useSoundedDispatch(
    state,
    reducer,
    dispatchQuietly,
    memorySound,
  )
  const [round, setRound] = useState(0)
  const [active, setActive] = useState(0)
  const grid = useRef<HTMLUListElement>(null)
  const complete = selectIsComplete(state)
  // Two cards up that are not a pair: shaken and marked until they turn back.
  const mismatch = selectIsMismatchShowing(state)
  const session = useGameRound('memory', complete, state.moves)
  const total = selectPairCount(state)

  useEffect(() => {
    if (!mismatch) return
    const timer = window.setTimeout(
      () => dispatchQuietly({ type: 'settle' }),
      MEMORY_REVEAL_MS,
    )
    return () => window.clearTimeout(timer)
  }, [mismatch])

  const moveFocus = (from: number, key: string) => {
    const to = nextGridIndex(key, from, state.cards.length, MEMORY_COLUMNS)
    if (to === null) return false
    setActive(to)
    grid.current
      ?.querySelector<HTMLButtonElement>(`[data-card="${to}"]`)
      ?.focus()
    return true
  }

  /** The card an event on the grid happened on, by its index. */
  const cardOf = (event: SyntheticEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const index = target?.closest<HTMLElement>('[data-card]')?.dataset.card
    return index === undefined ? null : Number(index)
  }

  const playAgain = () => {
    session.begin()
    dispatchQuietly({
      type: 'restart',
      cards: createDeck({ symbols: memorySymbols, random }),
    })
    setActive(0)
    setRound((r) => r + 1)
  }

  return (
    <GameShell
      title={gamesText('games.memory.title')}
      subtitle={gamesText('games.memory.subtitle')}
      time={gamesText('games.memory.time')}
      announcement={announceMemory(state)}
      round={round}
      celebration={session.celebration}
      onBack={onBack}
    >
      <div className="flex flex-wrap gap-x-6 gap-y-1 font-display text-lg font-semibold text-maroon-700">
        <p>
          {gamesText('games.memory.matches', { matches: state.matches, total })}
        </p>
        <p>{gamesText('games.memory.moves', { moves: state.moves })}</p>
      </div>
      <GameHelp
        id="memory-help"
        tap={gamesText('games.memory.help.tap')}
        click={gamesText('games.memory.help.click')}
        keys={gamesText('games.memory.help.keys')}
      />
      {/* The grid listens for its cards (each a button): a tap draws again
          only the cards it changed (decision 086). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={grid}
        aria-label={gamesText('games.memory.grid')}
        aria-describedby="memory-help"
        className="mx-auto mt-4 grid max-w-xl grid-cols-4 gap-2 sm:gap-3"
        onClick={(event) => {
          const index = cardOf(event)
          if (index !== null) dispatch({ type: 'flip', index })
        }}
        onFocus={(event) => {
          const index = cardOf(event)
          if (index !== null) setActive(index)
        }}
        onKeyDown={(event) => {
          const index = cardOf(event)
          if (index !== null && moveFocus(index, event.key)) {
            event.preventDefault()
          }
        }}
      >
        {state.cards.map((card, index) => (
          <li key={card.id}>
            <MemoryCardButton
              card={card}
              number={index + 1}
              faceUp={selectIsFaceUp(state, index)}
              missed={mismatch && state.flipped.includes(index)}
              active={index === active}
            />
          </li>
        ))}
      </ul>
      <TurnedUpNames state={state} />
      {session.over ? (
        <CompletedRound
          heading={gamesText(
            `games.memory.feedback.${memoryFeedback(state.moves)}`,
          )}
          body={gamesText.count('games.memory.result', state.moves, { total })}
          result={session.lastResult}
          isRecording={session.isRecording}
          error={session.lastError}
          onPlayAgain={playAgain}
        />
      ) : null}
    </GameShell>
  )
}
