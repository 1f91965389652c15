import { Play } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { QUESTION_BANDS, type QuestionBand } from '@/data/questionBank'
import { t } from '@/lib/i18n/games'
import { t as speechT } from '@/lib/i18n/speech'

import { ChoiceGroup } from '../shared/ChoiceGroup'
import { NarratedText } from '../shared/NarratedText'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useNarrateScreen } from '../shared/useNarrateScreen'

type QuizStartProps = {
  /** The band of the child playing; null: a guest, or no band on the profile. */
  childBand: QuestionBand | null
  /** The band chosen on this device (used when there is no child's band). */
  chosen: QuestionBand
  onChoose: (band: QuestionBand) => void
  drawing: boolean
  onStart: () => void
}

/**
 * The quiz's start screen (issue 36): the questions' age band, which a
 * guest (or a child with no band) chooses here, and Start.
 */
export function QuizStart({
  childBand,
  chosen,
  onChoose,
  drawing,
  onStart,
}: QuizStartProps) {
  const band = childBand ?? chosen
  const intro = { id: 'instructions', text: t('games.quiz.start.intro') }
  useNarrateScreen('start', [intro])
  return (
    <div className="grid max-w-2xl gap-5">
      <div className="flex items-start gap-2">
        <p className="flex-1 text-lg">
          <NarratedText id={intro.id} text={intro.text} />
        </p>
        <SpeakItemButton
          item={intro}
          name={speechT('speech.name.instructions')}
        />
      </div>
      {childBand ? null : (
        <ChoiceGroup
          legend={t('games.quiz.band.label')}
          choices={QUESTION_BANDS.map((value) => ({
            value,
            label: t(`games.quiz.band.${value}`),
          }))}
          value={chosen}
          onChange={onChoose}
        />
      )}
      <p className="font-display text-lg font-semibold text-maroon-700">
        {t('games.quiz.band.inUse', { band: t(`games.quiz.band.${band}`) })}
      </p>
      <div>
        <Button size="lg" onClick={onStart} disabled={drawing}>
          <Play aria-hidden="true" />
          {drawing ? t('games.quiz.drawing') : t('games.quiz.start')}
        </Button>
      </div>
    </div>
  )
}
