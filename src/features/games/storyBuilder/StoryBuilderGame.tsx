import { useReducer, useState } from 'react'

import * as storyBuilderModule from '@/data/storyBuilder'
import type { StoryPart } from '@/data/storyBuilder'
import { COMPLETED } from '@/lib/backend'
import { teluguTwin } from '@/lib/i18n/edition'
import { gamesText } from '@/lib/i18n/games'

import { GameShell } from '../shared/GameShell'
import { useGameRound } from '../shared/useGameRound'
import { useSoundedDispatch } from '../shared/useSoundedDispatch'
import {
  createInitialState,
  reducer,
  selectCurrentPart,
  selectIsComplete,
  selectStep,
  type StoryState,
} from './logic'
import { StoryChapter } from './StoryChapter'
import { StoryResult } from './StoryResult'
import { storySound } from './storySound'

type StoryBuilderGameProps = {
  onBack: () => void
  parts?: readonly StoryPart[]
}

const storyBuilderContent = teluguTwin(
  storyBuilderModule,
  () => import('@/data/te/storyBuilder'),
)

function announce(state: StoryState): string {
  if (selectIsComplete(state)) return gamesText('games.story.complete')
  const line = state.choices[state.choices.length - 1]
  return line ? gamesText('games.story.chosen', { line }) : ''
}

export function StoryBuilderGame({
  onBack,
  parts = storyBuilderContent().storyParts,
}: StoryBuilderGameProps) {
  const [state, dispatchQuietly] = useReducer(
    reducer,
    { parts },
    createInitialState,
  )
  const dispatch = useSoundedDispatch(
    state,
    reducer,
    dispatchQuietly,
    storySound,
  )
  const [round, setRound] = useState(0)
  const complete = selectIsComplete(state)
  const session = useGameRound('story', complete, COMPLETED)
  const part = selectCurrentPart(state)
  const step = selectStep(state)

  const createNew = () => {
    session.begin()
    dispatchQuietly({ type: 'restart' })
    setRound((r) => r + 1)
  }

  return (
    <GameShell
      title={gamesText('games.story.title')}
      time={gamesText('games.story.time')}
      announcement={announce(state)}
      round={round}
      celebration={session.celebration}
      onBack={onBack}
    >
      {part ? (
        <>
          <StoryChapter
            key={step}
            part={part}
            number={step + 1}
            total={state.parts.length}
            focusOnMount={step > 0}
            onChoose={(choice) => dispatch({ type: 'choose', choice })}
          />
          {state.choices.length > 0 ? (
            <section
              aria-labelledby="story-so-far"
              className="mt-8 rounded-2xl bg-cream-200 p-4"
            >
              <h3 id="story-so-far" className="text-xl">
                {gamesText('games.story.soFar')}
              </h3>
              {state.choices.map((line) => (
                <p key={line} className="mt-2">
                  {line}
                </p>
              ))}
            </section>
          ) : null}
        </>
      ) : (
        <StoryResult
          lines={state.choices}
          result={session.lastResult}
          isRecording={session.isRecording}
          error={session.lastError}
          onCreateNew={createNew}
        />
      )}
    </GameShell>
  )
}
