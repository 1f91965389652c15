import { Volume2 } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { t } from '@/lib/i18n/traditions'
import { useReadAloud } from '@/lib/speech/useReadAloud'

type SpeakPhraseButtonProps = {
  /** Telugu script to say. */
  script: string
  english: string
}

/** Says a phrase in a Telugu voice; absent when the device has none. */
export function SpeakPhraseButton({ script, english }: SpeakPhraseButtonProps) {
  const readAloud = useReadAloud(`phrase-${script}`)
  if (!readAloud.supported || !readAloud.hasVoice.te) return null
  const speaking = readAloud.status !== 'idle'
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('traditions.phrase.sayItLabel', { english })}
      aria-pressed={speaking}
      onClick={() =>
        speaking ? readAloud.stop() : readAloud.play([script], 'te')
      }
    >
      <Volume2 aria-hidden="true" />
      {t('traditions.phrase.sayIt')}
    </Button>
  )
}
