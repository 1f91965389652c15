import { splitSentences } from '@/lib/speech/sentences'

export type PlacedSentence = { text: string; index: number }

export type SentenceLayout = {
  /** Every sentence in reading order: what read-aloud speaks. */
  sentences: string[]
  /** The same sentences per paragraph, each with its reading index. */
  paragraphs: PlacedSentence[][]
}

/** Splits paragraphs into sentences numbered across the whole text. */
export function layoutSentences(paragraphs: readonly string[]): SentenceLayout {
  const sentences: string[] = []
  const placed = paragraphs.map((paragraph) =>
    splitSentences(paragraph).map((text) => {
      sentences.push(text)
      return { text, index: sentences.length - 1 }
    }),
  )
  return { sentences, paragraphs: placed }
}
