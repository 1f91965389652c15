import * as festivalsModule from '@/data/festivals'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'

import { festivalsByMonth } from './calendarOrder'

const festivalsContent = teluguTwin(
  festivalsModule,
  () => import('@/data/te/festivals'),
)

/** The year's festivals in calendar order, as a timeline. */
export function FestivalCalendar() {
  const { festivals } = festivalsContent()
  return (
    <ol
      aria-label={homeText('home.festivals.calendar')}
      className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      {festivalsByMonth(festivals).map((festival) => (
        <li
          key={festival.id}
          className="rounded-2xl border-t-4 border-saffron-500 bg-white p-4 text-center shadow-card"
        >
          <span className="block text-sm font-bold text-saffron-800">
            {festival.englishDate}
          </span>
          <span className="mt-1 block font-display text-lg font-bold text-maroon-800">
            {festival.name}
          </span>
        </li>
      ))}
    </ol>
  )
}
