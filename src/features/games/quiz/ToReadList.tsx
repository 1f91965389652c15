import { useId } from 'react'
import { Link } from 'react-router-dom'

import { BookOpen, CircleCheck } from '@/components/icons'
import { localHref } from '@/lib/i18n/language'
import { learningText } from '@/lib/i18n/learning'

import { placeName } from './learnMore'
import { useSavedPlaces } from './useSavedPlaces'

/**
 * The child's "To read" list on the games page (decision 074): the pages
 * kept with "Learn more" in the quiz, each ticked off once opened, with a
 * button to take one off. Nothing is shown while the list is empty (and on
 * the server, which cannot see it). The games hub shows it above its menu,
 * and hides it with the menu while a game is open.
 */
export function ToReadList() {
  const headingId = useId()
  const { list, markRead, remove } = useSavedPlaces()
  if (list.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      className="mb-10 rounded-2xl bg-cream-100 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {learningText('learning.toRead.heading')}
      </h2>
      <p className="mt-1 text-ink-muted [&:lang(te)]:text-lg">
        {learningText('learning.toRead.intro')}
      </p>
      <ul className="mt-3 grid gap-2">
        {list.map((item) => {
          const name = placeName(item.source)
          return (
            <li
              key={item.source}
              className="flex flex-wrap items-stretch gap-2"
            >
              <Link
                to={localHref(item.source)}
                onClick={() => markRead(item.source)}
                className="group flex min-h-touch flex-1 basis-64 items-start gap-3 rounded-xl bg-white/80 px-4 py-2 text-maroon-800 hover:bg-maroon-50 [&:lang(te)]:text-lg"
              >
                {item.read ? (
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0 text-leaf-700"
                  />
                ) : (
                  <BookOpen
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0"
                  />
                )}
                <span className="break-words">
                  <span className="underline underline-offset-4 group-hover:text-maroon-900">
                    {name}
                  </span>
                  {item.read ? (
                    <>
                      {' '}
                      <span className="ms-1 inline-block rounded-full bg-leaf-100 px-2 text-sm text-leaf-900">
                        {learningText('learning.toRead.read')}
                      </span>
                    </>
                  ) : null}
                </span>
              </Link>
              <button
                type="button"
                onClick={() => remove(item.source)}
                aria-label={learningText('learning.toRead.removeNamed', {
                  place: name,
                })}
                className="min-h-touch cursor-pointer rounded-xl border-2 border-ink-muted bg-white/70 px-4 py-2 text-ink hover:bg-cream-200 [&:lang(te)]:text-lg"
              >
                {learningText('learning.toRead.remove')}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
