import { splitSentences } from './sentences'

/** One thing on a game's screen that can be read aloud: a question, an option. */
export type NarrationItem = {
  /** Stable within the screen: the speaker button and the highlight use it. */
  id: string
  text: string
}

/** Where a sentence of the queue comes from. */
export type NarrationPlace = {
  itemId: string
  /** The sentence's index within its item's text. */
  sentence: number
}

/**
 * A screen's items as the narrator reads them: one sentence after another,
 * items in the order given, and for each sentence the item it belongs to,
 * so the sentence being read can be highlighted where it is shown.
 */
export type NarrationQueue = {
  sentences: readonly string[]
  places: readonly NarrationPlace[]
}

export function buildNarrationQueue(
  items: readonly NarrationItem[],
): NarrationQueue {
  const sentences: string[] = []
  const places: NarrationPlace[] = []
  for (const item of items) {
    splitSentences(item.text).forEach((sentence, index) => {
      sentences.push(sentence)
      places.push({ itemId: item.id, sentence: index })
    })
  }
  return { sentences, places }
}

/** The place of the queue's sentence `index`, or null (idle, or past the end). */
export function placeAt(
  queue: NarrationQueue,
  index: number,
): NarrationPlace | null {
  return queue.places[index] ?? null
}
