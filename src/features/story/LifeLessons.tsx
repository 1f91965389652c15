import { Sparkles } from '@/components/icons'
import * as storyModule from '@/data/story'
import { teluguTwin } from '@/lib/i18n/edition'
import { storyText } from '@/lib/i18n/story'

const storyContent = teluguTwin(storyModule, () => import('@/data/te/story'))

export function LifeLessons() {
  const { lifeLessons } = storyContent()
  return (
    <section
      aria-labelledby="lessons-heading"
      className="mx-auto max-w-3xl px-4"
    >
      <h2 id="lessons-heading" className="text-3xl sm:text-4xl">
        {storyText('story.lessons.heading')}
      </h2>
      <ul className="mt-6 space-y-3">
        {lifeLessons.map((lesson) => (
          <li
            key={lesson}
            className="flex items-start gap-3 rounded-2xl bg-white p-4 text-lg shadow-card"
          >
            <Sparkles
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-saffron-700"
            />
            {lesson}
          </li>
        ))}
      </ul>
    </section>
  )
}
