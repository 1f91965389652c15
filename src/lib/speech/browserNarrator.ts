import { createNarrator, type Narrator, type SynthLike } from './narrator'

let shared: { synth: SynthLike; narrator: Narrator } | null = null

/**
 * The page's narrator over `window.speechSynthesis`, or null when the browser
 * has none (and on the server). One is shared by every control, so starting
 * one reading stops another.
 */
export function getBrowserNarrator(): Narrator | null {
  if (typeof window === 'undefined') return null
  if (!('speechSynthesis' in window)) return null
  if (typeof window.SpeechSynthesisUtterance !== 'function') return null
  const synth: SynthLike = window.speechSynthesis
  if (shared?.synth !== synth) {
    const Utterance = window.SpeechSynthesisUtterance
    shared = {
      synth,
      narrator: createNarrator(synth, (text) => new Utterance(text)),
    }
  }
  return shared.narrator
}

/** Stops whatever is being read, e.g. when the text it reads is replaced. */
export function stopReadingAloud(): void {
  getBrowserNarrator()?.stop()
}
