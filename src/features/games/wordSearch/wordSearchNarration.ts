import type { Language } from '@/lib/i18n/language'
import type { NarrationItem } from '@/lib/speech/narrationQueue'

import { wordMeaning } from './announceWordSearch'
import type { HeritageWord } from './wordBank'

/**
 * A word to find, as it is said: its name as the content writes it
 * ("Ugadi", not the grid's UGADI, which a voice may spell out), and on
 * Telugu pages its Telugu script where the word has one.
 */
export function wordToFind(
  entry: HeritageWord,
  language: Language,
): NarrationItem {
  const text = language === 'te' ? (entry.script ?? entry.name) : entry.name
  return { id: `word-${entry.word}`, text }
}

/** A found word and what it means, as the meanings list shows them. */
export function foundWordMeaning(entry: HeritageWord): NarrationItem {
  return {
    id: `meaning-${entry.word}`,
    text: `${entry.name}. ${wordMeaning(entry)}`,
  }
}
