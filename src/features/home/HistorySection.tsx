import * as timelineModule from '@/data/timeline'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'

import { StatCardGrid } from './StatCardGrid'

const timelineContent = teluguTwin(
  timelineModule,
  () => import('@/data/te/timeline'),
)

/** The five-entry timeline and the three stat cards of #history. */
export function HistorySection() {
  const { historyStats, timeline } = timelineContent()
  return (
    <>
      <ol
        aria-label={homeText('home.history.timeline')}
        className="relative mx-auto mt-12 max-w-3xl space-y-8 border-l-4 border-saffron-300 pl-6 sm:pl-10"
      >
        {timeline.map((entry) => (
          <li key={entry.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-2 -left-[2.25rem] size-5 rounded-full border-4 border-cream bg-maroon-700 sm:-left-[3.25rem]"
            />
            <p className="font-display text-lg font-bold text-saffron-800">
              {entry.year}
            </p>
            <h3 className="text-2xl">{entry.title}</h3>
            <p className="mt-2 text-lg">{entry.description}</p>
            <p className="mt-3 rounded-2xl bg-cream-200 p-4 text-sm text-ink-muted">
              <strong className="text-ink">{`${homeText('home.history.note')}:`}</strong>
              {` ${entry.historicalNote}`}
            </p>
          </li>
        ))}
      </ol>
      <StatCardGrid
        stats={historyStats}
        label={homeText('home.history.stats')}
      />
    </>
  )
}
