import { splitSentences } from '@/lib/speech/sentences'

import { useReadToMe } from './ReadToMe'

type NarratedTextProps = {
  /** The narration item's id (see `NarrationItem`). */
  id: string
  text: string
}

/**
 * Text a game reads aloud: the plain text, except while it is being read,
 * when the sentence being read is marked (highlighted) in place.
 */
export function NarratedText({ id, text }: NarratedTextProps) {
  const { place } = useReadToMe()
  if (place?.itemId !== id) return text
  return splitSentences(text).map((sentence, index) => (
    // Sentences of one text, in order: the index is their identity.
    <span key={index}>
      {index > 0 ? ' ' : null}
      {index === place.sentence ? (
        <mark
          data-reading=""
          className="rounded bg-saffron-200 px-0.5 text-inherit"
        >
          {sentence}
        </mark>
      ) : (
        sentence
      )}
    </span>
  ))
}
