import { useReadAloud } from '@/lib/speech/useReadAloud'
import type { SpeechLang } from '@/lib/speech/voices'

import { SpeakButton } from './SpeakButton'

type SpeakPhraseButtonProps = {
  /** Who reads: one per phrase, so starting another stops this one. */
  ownerId: string
  /** The words to say, in `lang`. */
  phrase: string
  lang: SpeechLang
  /** Visible words on the button ("Say it"). */
  text: string
  /** Its accessible name ("Say it: Thank you"). */
  label: string
}

/**
 * Says one phrase aloud (a Telugu greeting, a line of a prayer); a second
 * tap stops it. Absent when the browser cannot speak or the device has no
 * voice for `lang`: Telugu is never read with another language's voice.
 * Shared by the story and the traditions pages (issue 45).
 */
export function SpeakPhraseButton({
  ownerId,
  phrase,
  lang,
  text,
  label,
}: SpeakPhraseButtonProps) {
  const readAloud = useReadAloud(ownerId)
  if (!readAloud.supported || !readAloud.hasVoice[lang]) return null
  const speaking = readAloud.status !== 'idle'
  return (
    <SpeakButton
      text={text}
      aria-label={label}
      speaking={speaking}
      onClick={() =>
        speaking ? readAloud.stop() : readAloud.play([phrase], lang)
      }
    />
  )
}
