import { CircleCheck } from '@/components/icons'
import { cn } from '@/lib/cn'
import { getActiveLanguage } from '@/lib/i18n/language'

import { SpeakItemButton } from '../shared/SpeakItemButton'
import type { HeritageWord } from './wordBank'
import { wordToFind } from './wordSearchNarration'
import { wordSearchText } from './wordSearchText'

const LATIN = /^[A-Z]+$/

type WordListProps = {
  entries: readonly HeritageWord[]
  isFound: (word: string) => boolean
}

/** The words to find, kept short so the grid stays in view on a tablet. */
export function WordList({ entries, isFound }: WordListProps) {
  return (
    <section aria-labelledby="word-list-heading">
      <h3 id="word-list-heading" className="text-xl">
        {wordSearchText('games.wordSearch.words')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {entries.map((entry) => {
          const found = isFound(entry.word)
          return (
            <li
              key={entry.word}
              className={cn(
                'flex flex-wrap items-center gap-x-1 rounded-3xl border-2 px-3 py-1',
                found
                  ? 'border-leaf-700 bg-leaf-50 text-leaf-800'
                  : 'border-cream-300 bg-white',
              )}
            >
              {found ? (
                <CircleCheck aria-hidden="true" className="size-4" />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  'font-display font-bold',
                  // Spaced capitals; Telugu aksharas are not spaced apart.
                  LATIN.test(entry.word) && 'tracking-wider',
                  found && 'line-through',
                )}
              >
                {entry.word}
              </span>
              <span className="sr-only">
                {found
                  ? wordSearchText('games.wordSearch.wordFound', {
                      word: entry.word,
                    })
                  : entry.word}
              </span>
              <span className="text-sm text-ink-muted">
                ({wordSearchText(`games.wordSearch.kind.${entry.kind}`)})
              </span>
              <SpeakItemButton
                className="-my-1 -me-2"
                item={wordToFind(entry, getActiveLanguage())}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
