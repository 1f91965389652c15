import { letterAt } from './grid'
import type { WordSearchState } from './logic'
import type { HeritageWord } from './wordBank'
import { wordSearchText } from './wordSearchText'

/** What a found word means, as the word list shows it. */
export function wordMeaning(entry: HeritageWord): string {
  switch (entry.kind) {
    case 'festival': {
      const festival = entry.festival ?? entry.name
      // The Telugu text may begin with the festival's name already.
      return entry.meaning.startsWith(festival)
        ? entry.meaning
        : wordSearchText('games.wordSearch.meaning.festival', {
            festival,
            meaning: entry.meaning,
          })
    }
    case 'sage':
    case 'food':
      return entry.meaning
    case 'telugu':
    case 'value':
      return wordSearchText('games.wordSearch.meaning.telugu', {
        script: entry.script ?? entry.name,
        meaning: entry.meaning,
      })
  }
}

/** The live region's text for the last thing that happened. */
export function announceWordSearch(
  state: WordSearchState,
  entries: readonly HeritageWord[],
): string {
  const { last } = state
  switch (last.type) {
    case 'none':
      return ''
    case 'anchored':
      return wordSearchText('games.wordSearch.anchored', {
        letter: letterAt(state.puzzle, last.cell),
        row: last.cell.row + 1,
        column: last.cell.col + 1,
      })
    case 'cleared':
      return wordSearchText('games.wordSearch.cleared')
    case 'found': {
      const entry = entries.find((e) => e.word === last.word)
      const found = wordSearchText('games.wordSearch.foundWord', {
        word: last.word,
        found: state.found.length,
        total: state.puzzle.words.length,
      })
      return entry ? `${found} ${wordMeaning(entry)}` : found
    }
    case 'again':
      return wordSearchText('games.wordSearch.again', { word: last.word })
    case 'miss':
      return wordSearchText('games.wordSearch.miss')
  }
}
