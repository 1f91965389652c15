import { Volume2 } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { t } from '@/lib/i18n/story'
import { useReadAloud } from '@/lib/speech/useReadAloud'

type SayInTeluguButtonProps = {
  ownerId: string
  /** Telugu script to speak. */
  text: string
  /** What the button's accessible name calls the text. */
  label: string
}

/** Speaks Telugu text; shown only when the device has a Telugu voice. */
export function SayInTeluguButton({
  ownerId,
  text,
  label,
}: SayInTeluguButtonProps) {
  const readAloud = useReadAloud(ownerId)
  if (!readAloud.supported || !readAloud.hasVoice.te) return null
  const speaking = readAloud.status !== 'idle'
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('story.sayInTeluguLabel', { text: label })}
      aria-pressed={speaking}
      onClick={() =>
        speaking ? readAloud.stop() : readAloud.play([text], 'te')
      }
    >
      <Volume2 aria-hidden="true" />
      {t('story.sayInTelugu')}
    </Button>
  )
}
