import { Play } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { QUESTION_BANDS, type QuestionBand } from '@/data/questionBank'
import { gamesText } from '@/lib/i18n/games'
import { speechText } from '@/lib/i18n/speech'

import { ChoiceGroup } from '../shared/ChoiceGroup'
import { NarratedText } from '../shared/NarratedText'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useNarrateScreen } from '../shared/useNarrateScreen'

type QuizStartProps = {
  /** The band of the child playing; null: a guest, or no band on the profile. */
  childBand: QuestionBand | null
  /** The band the round will be drawn from. */
  band: QuestionBand
  onChoose: (band: QuestionBand) => void
  drawing: boolean
  onStart: () => void
}

/**
 * The quiz's start screen: the questions' age band, the child's own band
 * chosen to begin with (decision 068: a default, never a cage), and Start.
 */
export function QuizStart({
  childBand,
  band,
  onChoose,
  drawing,
  onStart,
}: QuizStartProps) {
  const intro = {
    id: 'instructions',
    text: gamesText('games.quiz.start.intro'),
  }
  useNarrateScreen('start', [intro])
  return (
    <div className="grid max-w-2xl gap-5">
      <div className="flex items-start gap-2">
        <p className="flex-1 text-lg">
          <NarratedText id={intro.id} text={intro.text} />
        </p>
        <SpeakItemButton
          item={intro}
          name={speechText('speech.name.instructions')}
        />
      </div>
      <ChoiceGroup
        legend={gamesText('ageBand.label')}
        choices={QUESTION_BANDS.map((value) => ({
          value,
          label: gamesText(`ageBand.${value}`),
        }))}
        value={band}
        onChange={onChoose}
      />
      {childBand && childBand !== band ? (
        <p>
          {gamesText('ageBand.otherThanOwn', {
            band: gamesText(`ageBand.${childBand}`),
          })}
        </p>
      ) : null}
      <p className="font-display text-lg font-semibold text-maroon-700">
        {gamesText('games.quiz.band.inUse', {
          band: gamesText(`ageBand.${band}`),
        })}
      </p>
      <div>
        <Button size="lg" onClick={onStart} disabled={drawing}>
          <Play aria-hidden="true" />
          {drawing
            ? gamesText('games.quiz.drawing')
            : gamesText('games.quiz.start')}
        </Button>
      </div>
    </div>
  )
}
