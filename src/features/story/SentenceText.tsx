import type { PlacedSentence } from './sentenceLayout'

type SentenceTextProps = {
  paragraphs: readonly PlacedSentence[][]
  /** The sentence being read aloud, or -1. */
  currentIndex: number
  className?: string
}

/**
 * Paragraphs drawn sentence by sentence, so the sentence being read aloud can
 * be highlighted (and marked with aria-current for assistive technology).
 */
export function SentenceText({
  paragraphs,
  currentIndex,
  className,
}: SentenceTextProps) {
  return (
    <div className={className}>
      {paragraphs.map((sentences) => (
        <p key={sentences[0]?.index ?? 0} className="mt-4 first:mt-0">
          {sentences.map((sentence, position) => {
            const current = sentence.index === currentIndex
            return (
              <span key={sentence.index}>
                {position > 0 ? ' ' : null}
                <span
                  data-sentence={sentence.index}
                  aria-current={current ? 'true' : undefined}
                  className={
                    current
                      ? 'rounded-md bg-gold-200 [box-decoration-break:clone] px-0.5 text-ink outline-2 outline-gold-500'
                      : undefined
                  }
                >
                  {sentence.text}
                </span>
              </span>
            )
          })}
        </p>
      ))}
    </div>
  )
}
