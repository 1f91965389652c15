import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useNarrateScreen } from '../shared/useNarrateScreen'
import { wordMeaning } from './announceWordSearch'
import type { HeritageWord } from './wordBank'
import { foundWordMeaning } from './wordSearchNarration'
import { wordSearchText } from './wordSearchText'

type FoundWordsProps = { found: readonly HeritageWord[] }

/** A found Telugu word's meaning, its script marked as Telugu. */
function TeluguMeaning({ entry }: { entry: HeritageWord }) {
  const template = wordSearchText('games.wordSearch.meaning.telugu', {
    meaning: entry.meaning,
  })
  const [before = '', after = ''] = template.split('{script}')
  return (
    <>
      {before}
      <span lang="te">{entry.script}</span>
      {after}
    </>
  )
}

/** Each word found so far, with what it means. */
export function FoundWords({ found }: FoundWordsProps) {
  // Read to me: each word found, with its meaning, as it is found.
  const last = found.at(-1)
  useNarrateScreen(
    last ? `found-${found.length}` : null,
    last ? [foundWordMeaning(last)] : [],
  )
  return (
    <section aria-labelledby="found-words-heading">
      <h3 id="found-words-heading" className="text-xl">
        {wordSearchText('games.wordSearch.meanings')}
      </h3>
      {found.length === 0 ? (
        <p className="mt-2 text-ink-muted">
          {wordSearchText('games.wordSearch.noneYet')}
        </p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {found.map((entry) => (
            <li
              key={entry.word}
              className="flex items-start gap-2 rounded-2xl border-2 border-leaf-700 bg-leaf-50 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-display text-lg font-bold text-leaf-800">
                  {entry.name}
                  {(entry.kind === 'sage' || entry.kind === 'food') &&
                  entry.script ? (
                    <>
                      {' '}
                      <span lang="te">({entry.script})</span>
                    </>
                  ) : null}
                </p>
                <p className="text-sm text-ink">
                  {entry.kind === 'telugu' || entry.kind === 'value' ? (
                    <TeluguMeaning entry={entry} />
                  ) : (
                    wordMeaning(entry)
                  )}
                </p>
              </div>
              <SpeakItemButton
                item={foundWordMeaning(entry)}
                name={entry.name}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
