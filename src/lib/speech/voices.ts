/** The languages the site reads aloud. */
export type SpeechLang = 'en' | 'te'

/** The parts of a `SpeechSynthesisVoice` that choosing one needs. */
export type VoiceLike = {
  readonly lang: string
  readonly name: string
  readonly default: boolean
  readonly localService: boolean
}

/** The BCP 47 tag an utterance carries when no voice was found. */
export const SPEECH_LANG_TAGS: Record<SpeechLang, string> = {
  en: 'en-IN',
  te: 'te-IN',
}

function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? ''
}

function score(voice: VoiceLike): number {
  const region = voice.lang.toUpperCase().split(/[-_]/)[1]
  return (
    (voice.localService ? 4 : 0) +
    (region === 'IN' ? 2 : 0) +
    (voice.default ? 1 : 0)
  )
}

/**
 * The best voice for `lang`: one whose language matches (en-* for English,
 * te-* for Telugu), preferring voices on the device (they work offline), then
 * Indian ones, then the browser's default. `null` when none speaks `lang`.
 */
export function pickVoice<V extends VoiceLike>(
  voices: readonly V[],
  lang: SpeechLang,
): V | null {
  let best: V | null = null
  for (const voice of voices) {
    if (primaryLanguage(voice.lang) !== lang) continue
    if (!best || score(voice) > score(best)) best = voice
  }
  return best
}
