import { CalendarDays } from '@/components/icons'
import * as storyModule from '@/data/story'
import { teluguTwin } from '@/lib/i18n/edition'
import { storyText } from '@/lib/i18n/story'

const storyContent = teluguTwin(storyModule, () => import('@/data/te/story'))

/**
 * Vasavi Jayanti and Navaratri at Vasavi temples, with their dates: two of
 * the three main festivals, as the intro says.
 */
export function StoryFestivals() {
  const { storyFestivals } = storyContent()
  return (
    <section
      aria-labelledby="festivals-heading"
      className="mx-auto max-w-5xl px-4"
    >
      <h2 id="festivals-heading" className="text-3xl sm:text-4xl">
        {storyText('story.festivals.heading')}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">
        {storyText('story.festivals.intro')}
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {storyFestivals.map((festival) => (
          <li
            key={festival.name}
            className="rounded-3xl border border-cream-300 bg-white p-6 shadow-card"
          >
            <h3 className="flex items-center gap-2 text-2xl">
              <CalendarDays
                aria-hidden="true"
                className="size-6 shrink-0 text-saffron-700"
              />
              {festival.name}
            </h3>
            <p className="mt-3">{festival.description}</p>
            <dl className="mt-4 space-y-3">
              <div>
                <dt className="font-bold text-maroon-800">
                  {storyText('story.festival.date')}
                </dt>
                <dd>{festival.date}</dd>
              </div>
              <div>
                <dt className="font-bold text-maroon-800">
                  {storyText('story.festival.englishDate')}
                </dt>
                <dd>{festival.englishDate}</dd>
              </div>
              <div>
                <dt className="font-bold text-maroon-800">
                  {storyText('story.festival.traditions')}
                </dt>
                <dd>
                  <ul className="list-disc pl-5">
                    {festival.traditions.map((tradition) => (
                      <li key={tradition}>{tradition}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="font-bold text-maroon-800">
                  {storyText('story.festival.significance')}
                </dt>
                <dd>{festival.significance}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
