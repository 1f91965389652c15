import type { ReactNode } from 'react'

import { PartyPopper, RotateCcw } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import type { BackendError, RecordedResult } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'
import { speechText } from '@/lib/i18n/speech'

import { NarratedText } from './NarratedText'
import { RoundResult } from './RoundResult'
import { SpeakItemButton } from './SpeakItemButton'
import { useNarrateScreen } from './useNarrateScreen'
import { useResultInView } from './useResultInView'

type CompletedRoundProps = {
  heading: string
  body: string
  result: RecordedResult | undefined
  isRecording: boolean
  error?: BackendError | null
  onPlayAgain: () => void
  /** What the child made (the finished jigsaw), shown with the heading. */
  picture?: ReactNode
}

/**
 * The end of a memory, matching, jigsaw or word-search round: a heading that takes
 * the focus, what the child did, Play again, and what the round added.
 */
export function CompletedRound({
  heading,
  body,
  result,
  isRecording,
  error,
  onPlayAgain,
  picture,
}: CompletedRoundProps) {
  const { boxRef, headingRef } = useResultInView<
    HTMLDivElement,
    HTMLHeadingElement
  >()
  const items = [
    { id: 'result-heading', text: heading },
    { id: 'result-body', text: body },
  ]
  useNarrateScreen('result', items)
  return (
    <div ref={boxRef} className="mt-6 rounded-3xl bg-cream-200 p-6 text-center">
      {picture ?? (
        <PartyPopper
          aria-hidden="true"
          className="mx-auto size-12 text-maroon-700"
        />
      )}
      <h3 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl">
        <NarratedText id="result-heading" text={heading} />
      </h3>
      <p className="mt-2 text-lg">
        <NarratedText id="result-body" text={body} />
      </p>
      <div className="mt-2 flex justify-center">
        <SpeakItemButton
          item={{ id: 'result-heading', text: `${heading} ${body}` }}
          name={speechText('speech.name.result')}
        />
      </div>
      {/* Above the round's result, which arrives a moment later and grows
          (points, a badge flying in): Play Again never moves under a finger. */}
      <Button className="mt-6" size="lg" onClick={onPlayAgain}>
        <RotateCcw aria-hidden="true" />
        {gamesText('games.playAgain')}
      </Button>
      <div className="mx-auto max-w-md text-left">
        <RoundResult result={result} isRecording={isRecording} error={error} />
      </div>
    </div>
  )
}
