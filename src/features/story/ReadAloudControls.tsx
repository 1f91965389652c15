import { Pause, Play, Square, Volume2 } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { getActiveLanguage } from '@/lib/i18n/language'
import { storyText } from '@/lib/i18n/story'
import type { ReadAloud } from '@/lib/speech/useReadAloud'

type ReadAloudControlsProps = {
  readAloud: ReadAloud
  sentences: readonly string[]
  /** Names the text in the buttons' accessible names. */
  title: string
}

/**
 * Read to me / Pause / Go on / Stop for one text, in the page's language: a
 * Telugu page asks for a Telugu (te-IN) voice. Renders nothing when the
 * browser has no speech synthesis; on a Telugu page of a device without a
 * Telugu voice it says so, and never reads Telugu with another voice.
 */
export function ReadAloudControls({
  readAloud,
  sentences,
  title,
}: ReadAloudControlsProps) {
  const { supported, status } = readAloud
  const language = getActiveLanguage()
  if (!supported) return null
  if (language === 'te' && !readAloud.hasVoice.te) {
    return (
      <p className="text-sm font-semibold text-maroon-700">
        {storyText('story.readAloud.noTeluguVoice')}
      </p>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === 'idle' ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={storyText('story.readAloud.playLabel', { title })}
          onClick={() => readAloud.play(sentences, language)}
        >
          <Volume2 aria-hidden="true" />
          {storyText('story.readAloud.play')}
        </Button>
      ) : null}
      {status === 'playing' ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={storyText('story.readAloud.pauseLabel', { title })}
          onClick={readAloud.pause}
        >
          <Pause aria-hidden="true" />
          {storyText('story.readAloud.pause')}
        </Button>
      ) : null}
      {status === 'paused' ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={storyText('story.readAloud.resumeLabel', { title })}
          onClick={readAloud.resume}
        >
          <Play aria-hidden="true" />
          {storyText('story.readAloud.resume')}
        </Button>
      ) : null}
      {status !== 'idle' ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={storyText('story.readAloud.stopLabel', { title })}
          onClick={readAloud.stop}
        >
          <Square aria-hidden="true" />
          {storyText('story.readAloud.stop')}
        </Button>
      ) : null}
      <span role="status" className="text-sm font-semibold text-maroon-700">
        {status === 'playing'
          ? storyText('story.readAloud.status.playing')
          : null}
        {status === 'paused'
          ? storyText('story.readAloud.status.paused')
          : null}
      </span>
    </div>
  )
}
