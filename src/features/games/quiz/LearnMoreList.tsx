import { useId } from 'react'
import { Link } from 'react-router-dom'

import { BookmarkCheck, BookOpen } from '@/components/icons'
import { learningText } from '@/lib/i18n/learning'

import { learnMorePlaces } from './learnMore'

type LearnMoreListProps = {
  /** The round's questions' sources, in question order. */
  sources: readonly string[]
  /** The sources kept in the "To read" list. */
  saved: readonly string[]
  /** A link was followed: a kept page is ticked off as read. */
  onOpen: (source: string) => void
}

/**
 * After the round, "Learn more": links to the pages and sections the
 * round's questions came from, the ones kept in the "To read" list first;
 * following one ticks it off there.
 */
export function LearnMoreList({ sources, saved, onOpen }: LearnMoreListProps) {
  const headingId = useId()
  const places = learnMorePlaces(sources, saved)
  if (places.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mt-8 max-w-xl text-left"
    >
      <h4 id={headingId} className="text-2xl">
        {learningText('learning.more.heading')}
      </h4>
      <p className="mt-1 text-ink-muted">
        {learningText('learning.more.intro')}
      </p>
      <ul className="mt-3 grid gap-2">
        {places.map((place) => (
          <li key={place.source}>
            <Link
              to={place.href}
              onClick={() => onOpen(place.source)}
              className="group flex min-h-touch items-start gap-3 rounded-xl bg-white/70 px-4 py-2 text-maroon-800 hover:bg-maroon-50 [&:lang(te)]:text-lg"
            >
              {place.saved ? (
                <BookmarkCheck
                  aria-hidden="true"
                  className="mt-1 size-5 shrink-0 text-leaf-700"
                />
              ) : (
                <BookOpen aria-hidden="true" className="mt-1 size-5 shrink-0" />
              )}
              <span className="break-words">
                <span className="underline underline-offset-4 group-hover:text-maroon-900">
                  {place.name}
                </span>
                {place.saved ? (
                  <>
                    {' '}
                    <span className="ms-1 inline-block rounded-full bg-leaf-100 px-2 text-sm text-leaf-900">
                      {learningText('learning.more.savedMark')}
                    </span>
                  </>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
