import { useReducer, useState } from 'react'

import { ChoiceGroup } from '../shared/ChoiceGroup'
import { GameHelp } from '../shared/GameHelp'
import { nextInRotation } from '../shared/gameSets'
import { GameShell } from '../shared/GameShell'
import { newSeed } from '../shared/seededRandom'
import { lastSet, type SetRotationStore } from '../shared/setRotation'
import { useAgeBand } from '../shared/useAgeBand'
import { useGameRound } from '../shared/useGameRound'
import { useRotatingContent } from '../shared/useRotatingContent'
import { useSoundedDispatch } from '../shared/useSoundedDispatch'
import { announceWordSearch } from './announceWordSearch'
import { FoundWords } from './FoundWords'
import { LetterGrid } from './LetterGrid'
import {
  makeRound,
  WORD_SEARCH_LEVEL_IDS,
  WORD_SEARCH_LEVELS,
  type WordSearchLevel,
  type WordSearchRound,
} from './levels'
import {
  createInitialState,
  reducer,
  selectFoundCells,
  selectIsComplete,
  selectIsFound,
  selectMissedCells,
} from './logic'
import { bankInEdition, WORD_SET_IDS } from './wordBank'
import { WordList } from './WordList'
import { WordSearchResult } from './WordSearchResult'
import { wordSearchSound } from './wordSearchSound'
import { wordSearchText } from './wordSearchText'

const setPlayed = (round: WordSearchRound) => ({ word_search: round.set })

type WordSearchGameProps = {
  onBack: () => void
  /** Where puzzle seeds come from; tests pin it. */
  random?: () => number
  /** Where the last puzzle's word set is kept; tests pass their own. */
  rotation?: SetRotationStore
}

export function WordSearchGame({
  onBack,
  random = Math.random,
  rotation,
}: WordSearchGameProps) {
  const { band, choose } = useAgeBand()
  // The word set after the one played last (on this device, by this child).
  const [round, setRound] = useRotatingContent<WordSearchRound>(
    (last) =>
      makeRound(
        band,
        nextInRotation(WORD_SET_IDS, lastSet(last, 'word_search')),
        newSeed(random),
        bankInEdition(),
      ),
    setPlayed,
    rotation,
  )
  const [state, dispatchQuietly] = useReducer(
    reducer,
    round.puzzle,
    createInitialState,
  )
  const dispatch = useSoundedDispatch(
    state,
    reducer,
    dispatchQuietly,
    wordSearchSound,
  )
  const [roundNumber, setRoundNumber] = useState(0)
  // The page's edition's words: Latin capitals, or Telugu aksharas.
  const { entries } = round
  const complete = selectIsComplete(state)
  const total = state.puzzle.words.length
  const session = useGameRound('word_search', complete, total)

  /** A new puzzle: of the next set on Play Again, of this one on a new level. */
  const start = (level: WordSearchLevel, again = false) => {
    const set = again ? nextInRotation(WORD_SET_IDS, round.set) : round.set
    const next = makeRound(level, set, newSeed(random), bankInEdition())
    session.begin()
    setRound(next)
    dispatchQuietly({ type: 'restart', puzzle: next.puzzle })
    setRoundNumber((n) => n + 1)
  }

  return (
    <GameShell
      title={wordSearchText('games.word_search.title')}
      time={wordSearchText('games.word_search.time')}
      announcement={announceWordSearch(state, entries)}
      round={roundNumber}
      celebration={session.celebration}
      onBack={onBack}
    >
      <ChoiceGroup
        legend={wordSearchText('ageBand.label')}
        choices={WORD_SEARCH_LEVEL_IDS.map((level) => ({
          value: level,
          label: wordSearchText('games.wordSearch.level.choice', {
            band: wordSearchText(`ageBand.${level}`),
            size: WORD_SEARCH_LEVELS[level].size,
          }),
        }))}
        value={round.level}
        onChange={(level) => {
          choose(level)
          start(level)
        }}
      />
      <p className="mt-3 font-semibold text-ink">
        {wordSearchText('games.wordSearch.set', {
          name: wordSearchText(`games.wordSearch.set.${round.set}`),
        })}
      </p>
      <p className="mt-4 font-display text-lg font-semibold text-maroon-700">
        {wordSearchText('games.wordSearch.found', {
          found: state.found.length,
          total,
        })}
      </p>
      <GameHelp
        id="word-search-help"
        tap={wordSearchText('games.wordSearch.help.tap')}
        click={wordSearchText('games.wordSearch.help.click')}
        keys={wordSearchText('games.wordSearch.help.keys')}
      />
      {/*
        On a phone the words, then the grid; from a tablet up the words
        beside the grid, so the whole grid is on the screen (N19).
      */}
      <div className="mt-4 grid gap-x-3 gap-y-6 [grid-template-areas:'list'_'grid'_'found'] md:grid-cols-[minmax(0,1fr)_9rem] md:[grid-template-areas:'grid_list'_'found_found'] lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:[grid-template-areas:'grid_list'_'grid_found']">
        <div className="[grid-area:list]">
          <WordList
            entries={entries}
            isFound={(word) => selectIsFound(state, word)}
          />
        </div>
        <div className="[grid-area:grid]">
          <LetterGrid
            // A new puzzle is a new grid: the first letter takes the Tab stop.
            key={`${round.level}-${round.seed}`}
            puzzle={state.puzzle}
            anchor={state.anchor}
            foundCells={selectFoundCells(state)}
            missedCells={selectMissedCells(state)}
            misses={state.misses}
            describedBy="word-search-help"
            onTap={(cell) => dispatch({ type: 'tap', cell })}
            onSwipe={(from, to) => dispatch({ type: 'select', from, to })}
            onClearAnchor={() => dispatch({ type: 'clearAnchor' })}
          />
        </div>
        <div className="[grid-area:found]">
          <FoundWords
            found={state.found.flatMap(
              (f) => entries.find((e) => e.word === f.word) ?? [],
            )}
          />
        </div>
      </div>
      {session.over ? (
        <WordSearchResult
          total={total}
          result={session.lastResult}
          isRecording={session.isRecording}
          onPlayAgain={() => start(round.level, true)}
        />
      ) : null}
    </GameShell>
  )
}
